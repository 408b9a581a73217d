"""Input validator for Merge K Sorted Lists: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
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
[k] = integers(lines[0], 1, 0, 10**4, "k")
if len(lines) != 2 * k + 1:
    reject(f"expected {2 * k + 1} lines, got {len(lines)}")
total = 0
for list_number in range(1, k + 1):
    [length] = integers(lines[2 * list_number - 1], 1, 0, 10**5, f"the length of list {list_number}")
    values = integers(lines[2 * list_number], length, -10**4, 10**4, f"list {list_number}")
    if any(a > b for a, b in zip(values, values[1:])):
        reject(f"list {list_number} must be sorted in non-decreasing order")
    total += length
if total > 10**5:
    reject(f"the lists hold {total} values in total; at most 10^5 are allowed")
sys.exit(42)
