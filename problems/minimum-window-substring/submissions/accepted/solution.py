import sys


def main():
    data = sys.stdin.buffer.read().split()
    s, t = data[0], data[1]
    need = [0] * 128
    for ch in t:
        need[ch] += 1
    missing = len(t)
    best_start, best_length = 0, len(s) + 1
    left = 0
    for right in range(len(s)):
        ch = s[right]
        if need[ch] > 0:
            missing -= 1
        need[ch] -= 1
        if missing == 0:
            # Drop surplus characters on the left; the window stays valid.
            while need[s[left]] < 0:
                need[s[left]] += 1
                left += 1
            if right - left + 1 < best_length:
                best_start, best_length = left, right - left + 1
            # Give up the leftmost needed character to look for the next window.
            need[s[left]] += 1
            missing += 1
            left += 1
    answer = s[best_start:best_start + best_length] if best_length <= len(s) else b""
    sys.stdout.write(answer.decode() + "\n")


main()
