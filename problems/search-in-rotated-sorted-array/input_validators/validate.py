"""Input validator for Search in Rotated Sorted Array: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
import re
import sys

INTEGER = re.compile(r"-?(0|[1-9][0-9]*)")


def reject(reason):
    print(reason)
    sys.exit(43)


def integers(line, count, low, high, what):
    tokens = line.split(" ")
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
[n] = integers(lines[0], 1, 1, 10**5, "n")
nums = integers(lines[1], n, -10**6, 10**6, "nums")
if len(set(nums)) != n:
    reject("the values of nums must be distinct")
descents = sum(1 for a, b in zip(nums, nums[1:]) if a > b)
if descents > 1 or (descents == 1 and nums[-1] > nums[0]):
    reject("nums must be an increasing array rotated at one position")
[q] = integers(lines[2], 1, 1, 10**5, "q")
integers(lines[3], q, -10**6, 10**6, "targets")
sys.exit(42)
