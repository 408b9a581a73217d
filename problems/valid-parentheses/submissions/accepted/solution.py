import sys

OPENER_OF = {ord(")"): ord("("), ord("]"): ord("["), ord("}"): ord("{")}


def is_valid(s):
    stack = []
    push = stack.append
    pop = stack.pop
    for ch in s:
        opener = OPENER_OF.get(ch)
        if opener is None:
            push(ch)
        elif not stack or pop() != opener:
            return False
    return not stack


def main():
    s = sys.stdin.buffer.read().strip()
    print("true" if is_valid(s) else "false")


main()
