"""Input validator for Network Delay Time: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
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
if n < 1:
    reject("n: out of range [1, 100000]")
if len(lines) != m + 2:
    reject(f"expected {m + 2} lines, got {len(lines)}")
links = set()
for number, line in enumerate(lines[1:-1], start=2):
    u, v, w = integers(line, 3, 1, 10**5, f"line {number}")
    if u > n or v > n:
        reject(f"line {number}: nodes are numbered 1 to {n}")
    if w > 10**4:
        reject(f"line {number}: the time {w} is above 10^4")
    if u == v:
        reject(f"line {number}: a link from node {u} to itself")
    if (u, v) in links:
        reject(f"line {number}: a second link from {u} to {v}")
    links.add((u, v))
integers(lines[-1], 1, 1, n, "k")
sys.exit(42)
