"""Writes data/secret for Valid Parentheses. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260102)
SECRET = os.path.join("data", "secret")
MAX_LEN = 10**6
PAIRS = {")": "(", "]": "[", "}": "{"}


def solve(s):
    stack = []
    for ch in s:
        if ch in PAIRS:
            if not stack or stack.pop() != PAIRS[ch]:
                return False
        else:
            stack.append(ch)
    return not stack


def random_valid(length, max_depth):
    """A properly matched string of the given even length with nesting depth at most max_depth."""
    out, stack = [], []
    while len(out) < length:
        remaining = length - len(out)
        must_close = len(stack) == remaining or len(stack) >= max_depth
        if stack and (must_close or random.random() < 0.5):
            out.append({"(": ")", "[": "]", "{": "}"}[stack.pop()])
        else:
            opener = random.choice("([{")
            stack.append(opener)
            out.append(opener)
    return "".join(out)


def nested(depth):
    openers = [random.choice("([{") for _ in range(depth)]
    closers = [{"(": ")", "[": "]", "{": "}"}[c] for c in reversed(openers)]
    return "".join(openers + closers)


def swap_one(s):
    """Replace one closing bracket by a closing bracket of another kind."""
    positions = [i for i, ch in enumerate(s) if ch in PAIRS]
    i = random.choice(positions)
    other = random.choice([c for c in PAIRS if c != s[i]])
    return s[:i] + other + s[i + 1:]


def cases():
    yield "("                                       # shortest, unclosed
    yield "]"                                       # shortest, nothing to close
    yield "{}"                                      # shortest valid
    yield ")("                                      # right counts, wrong order
    yield "(((("                                    # only openers
    yield "[{()}](){}[]"                            # mixed, valid
    yield "{[(])}"                                  # crossed pairs
    yield "()" * 10 + "("                           # one opener left at the end
    yield random_valid(1000, 50)
    yield swap_one(random_valid(1000, 50))
    yield "{}[]]"                                   # closer after everything is matched
    yield random_valid(200000, 20)                  # long, shallow, valid
    yield nested(MAX_LEN // 2)                      # maximum, deepest nesting, valid
    yield random_valid(MAX_LEN - 2, 1000) + "(]"    # maximum, breaks only at the very end


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, s in enumerate(cases(), start=1):
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(s + "\n")
        with open(stem + ".ans", "w") as f:
            f.write("true\n" if solve(s) else "false\n")


main()
