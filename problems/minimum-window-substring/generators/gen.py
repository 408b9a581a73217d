"""Writes data/secret for Minimum Window Substring. Run from the problem folder."""
import os
import random
import string

random.seed(20251111)
OUT = os.path.join("data", "secret")
MAX_LEN = 10**5
LETTERS = string.ascii_letters


def solve(s, t):
    need = {}
    for ch in t:
        need[ch] = need.get(ch, 0) + 1
    missing = len(t)
    best_start, best_length = 0, len(s) + 1
    left = 0
    for right, ch in enumerate(s):
        if need.get(ch, 0) > 0:
            missing -= 1
        need[ch] = need.get(ch, 0) - 1
        if missing == 0:
            while need[s[left]] < 0:
                need[s[left]] += 1
                left += 1
            if right - left + 1 < best_length:
                best_start, best_length = left, right - left + 1
            need[s[left]] += 1
            missing += 1
            left += 1
    return s[best_start:best_start + best_length] if best_length <= len(s) else ""


def write(index, s, t):
    assert 1 <= len(s) <= MAX_LEN and 1 <= len(t) <= MAX_LEN
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{s}\n{t}\n")
    with open(name + ".ans", "w") as f:
        f.write(solve(s, t) + "\n")


def word(length, alphabet):
    return "".join(random.choice(alphabet) for _ in range(length))


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    big = word(MAX_LEN, LETTERS)
    cases = [
        ("a", "a"),                           # smallest, equal strings
        ("a", "b"),                           # no window
        ("ab", "abc"),                        # t longer than s
        ("Aa", "A"),                          # case matters
        ("abcab", "ba"),                      # two shortest windows: take the leftmost
        ("xyzzyx", "zz"),                     # repeated character in t
        ("bba", "ab"),
        (word(200, "abc"), "abcab"),
        (word(5000, "abcdefgh"), word(20, "abcdefgh")),
        (big, "".join(random.sample(LETTERS, 52))),      # maximum s, every letter once
        (big, big),                                       # t equals s
        ("a" * (MAX_LEN - 1) + "b", "ba"),               # the window is at the very end
        (word(MAX_LEN, "ab"), "a" * 40000 + "b" * 40000),   # long t with many repeats
        (word(MAX_LEN, "ab"), word(MAX_LEN, "ab")),         # likely no window
    ]
    for index, (s, t) in enumerate(cases, start=1):
        write(index, s, t)


if __name__ == "__main__":
    main()
