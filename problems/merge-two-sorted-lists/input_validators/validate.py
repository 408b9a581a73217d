"""Input validator for Merge Two Sorted Lists: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
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
if len(lines) != 4:
    reject(f"expected 4 lines, got {len(lines)}")
for index, name in ((0, "list1"), (2, "list2")):
    [length] = integers(lines[index], 1, 0, 5 * 10**4, f"the length of {name}")
    values = integers(lines[index + 1], length, -10**9, 10**9, name)
    if any(a > b for a, b in zip(values, values[1:])):
        reject(f"{name} must be sorted in non-decreasing order")
sys.exit(42)
