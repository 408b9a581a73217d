"""Input validator for Missing Number: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
import re
import sys

INTEGER = re.compile(r"-?(0|[1-9][0-9]*)")


def reject(reason):
    print(reason)
    sys.exit(43)


def integers(line, count, low, high, what):
    tokens = line.split(" ") if line else []
    if (count is not None and len(tokens) != count) or not all(INTEGER.fullmatch(t) and t != "-0" for t in tokens):
        reject(f"{what}: expected {count} integers separated by single spaces")
    values = [int(token) for token in tokens]
    if any(not low <= value <= high for value in values):
        reject(f"{what}: out of range [{low}, {high}]")
    return values


def read_lines():
    text = sys.stdin.read()
    if not text.endswith("\n"):
        reject("the input must end with a newline")
    return text[:-1].split("\n")


lines = read_lines()
if len(lines) != 2:
    reject(f"expected 2 lines, got {len(lines)}")
[n] = integers(lines[0], 1, 1, 10**5, "n")
nums = integers(lines[1], n, 0, n, "nums")
if len(set(nums)) != n:
    reject("the values of nums must be distinct")
sys.exit(42)
