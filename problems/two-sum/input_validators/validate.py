"""Input validator for Two Sum: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
import re
import sys

INTEGER = re.compile(r"-?(0|[1-9][0-9]*)")


def reject(reason):
    print(reason)
    sys.exit(43)


def integers(line, count, low, high, what):
    tokens = line.split(" ")
    if len(tokens) != count or not all(INTEGER.fullmatch(token) and token != "-0" for token in tokens):
        reject(f"{what}: expected {count} integers separated by single spaces")
    values = [int(token) for token in tokens]
    if any(not low <= value <= high for value in values):
        reject(f"{what}: out of range [{low}, {high}]")
    return values


text = sys.stdin.read()
if not text.endswith("\n"):
    reject("the input must end with a newline")
lines = text[:-1].split("\n")
if len(lines) != 3:
    reject(f"expected 3 lines, got {len(lines)}")
[n] = integers(lines[0], 1, 2, 10**5, "n")
nums = integers(lines[1], n, -10**9, 10**9, "nums")
[target] = integers(lines[2], 1, -10**9, 10**9, "target")
pairs = 0
seen = {}
for value in nums:
    pairs += seen.get(target - value, 0)
    seen[value] = seen.get(value, 0) + 1
if pairs != 1:
    reject(f"{pairs} pairs of positions add up to the target; exactly one must")
sys.exit(42)
