"""Input validator for Course Schedule: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
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
n, m = integers(lines[0], 2, 0, 10**5, "n and m")
if not 1 <= n <= 5 * 10**4:
    reject(f"n: out of range [1, {5 * 10**4}]")
if len(lines) != m + 1:
    reject(f"expected {m + 1} lines, got {len(lines)}")
pairs = set()
for number, line in enumerate(lines[1:], start=2):
    a, b = integers(line, 2, 0, n - 1, f"line {number}")
    if a == b:
        reject(f"line {number}: course {a} is its own prerequisite")
    if (a, b) in pairs:
        reject(f"line {number}: the pair {a} {b} appears twice")
    pairs.add((a, b))
sys.exit(42)
