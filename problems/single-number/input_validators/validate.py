"""Input validator for Single Number: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
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
[n] = integers(lines[0], 1, 1, 10**5 - 1, "n")
if n % 2 == 0:
    reject("n must be odd")
nums = integers(lines[1], n, -10**9, 10**9, "nums")
counts = {}
for value in nums:
    counts[value] = counts.get(value, 0) + 1
once = sum(1 for count in counts.values() if count == 1)
if once != 1 or any(count > 2 for count in counts.values()):
    reject("exactly one value must occur once and every other value exactly twice")
sys.exit(42)
