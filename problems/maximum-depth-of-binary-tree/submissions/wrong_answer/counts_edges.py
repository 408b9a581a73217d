# Mistake: counts edges instead of nodes on the longest path (off by one).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    tokens = data[1:1 + n]
    if not tokens:
        print(0)
        return
    depth_of = [0]
    position = 1
    for depth in depth_of:  # level-order queue of node depths
        for _ in range(2):
            if position < len(tokens) and tokens[position] != b'null':
                depth_of.append(depth + 1)
            position += 1
        if position >= len(tokens):
            break
    print(max(depth_of))


main()
