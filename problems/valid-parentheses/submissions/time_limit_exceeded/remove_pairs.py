# Removes adjacent matching pairs until nothing changes: one pass per nesting level,
# so about (n / 2) * n character steps on deeply nested input.
import sys


def main():
    s = sys.stdin.read().strip()
    while True:
        shorter = s.replace("()", "").replace("[]", "").replace("{}", "")
        if shorter == s:
            break
        s = shorter
    print("true" if s == "" else "false")


main()
