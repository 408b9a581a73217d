# Mistake: checks every closing bracket but never checks that the stack is empty
# at the end, so openers that are never closed go unnoticed.
import sys

OPENER_OF = {")": "(", "]": "[", "}": "{"}


def main():
    s = sys.stdin.read().strip()
    stack = []
    for ch in s:
        if ch in OPENER_OF:
            if not stack or stack.pop() != OPENER_OF[ch]:
                print("false")
                return
        else:
            stack.append(ch)
    print("true")


main()
