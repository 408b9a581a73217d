"""Input validator for Binary Tree Level Order Traversal: exit 42 when stdin is exactly as the statement says, 43 otherwise."""
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
[n] = integers(lines[0], 1, 0, 2 * 10**5, "n")
tokens = lines[1].split(" ") if lines[1] else []
if len(tokens) != n:
    reject(f"expected {n} tokens separated by single spaces")
nodes = 0
free_children = 1  # the root's place, then two for every node that is present
for position, token in enumerate(tokens, start=1):
    if free_children == 0:
        reject(f"token {position}: no node is left to hang it on")
    free_children -= 1
    if token == "null":
        if position == 1:
            reject("the root must not be null; an empty tree has n = 0")
        continue
    if not INTEGER.fullmatch(token) or token == "-0" or not -1000 <= int(token) <= 1000:
        reject(f"token {position}: expected null or an integer in [-1000, 1000]")
    nodes += 1
    free_children += 2
if tokens and tokens[-1] == "null":
    reject("trailing null tokens must be left out")
if nodes > 10**5:
    reject(f"the tree has {nodes} nodes; at most 10^5 are allowed")
sys.exit(42)
