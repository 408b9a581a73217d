"""Input validator for Merge Intervals: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
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
[n] = integers(lines[0], 1, 1, 5 * 10**4, "n")
if len(lines) != n + 1:
    reject(f"expected {n + 1} lines, got {len(lines)}")
for number, line in enumerate(lines[1:], start=2):
    start, end = integers(line, 2, 0, 10**9, f"line {number}")
    if start > end:
        reject(f"line {number}: start {start} is after end {end}")
sys.exit(42)
