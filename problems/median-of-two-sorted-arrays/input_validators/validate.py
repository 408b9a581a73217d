"""Input validator for Median of Two Sorted Arrays: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
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
[n] = integers(lines[0], 1, 0, 10**5, "n")
nums1 = integers(lines[1], n, -10**6, 10**6, "nums1")
[m] = integers(lines[2], 1, 0, 10**5, "m")
nums2 = integers(lines[3], m, -10**6, 10**6, "nums2")
if n + m < 1:
    reject("n + m must be at least 1")
for name, values in (("nums1", nums1), ("nums2", nums2)):
    if any(a > b for a, b in zip(values, values[1:])):
        reject(f"{name} must be sorted in non-decreasing order")
sys.exit(42)
