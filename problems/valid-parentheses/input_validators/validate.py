"""Input validator for Valid Parentheses: exit 42 when stdin is one line of 1 to 10^6 brackets, 43 otherwise."""
import re
import sys

text = sys.stdin.read()
if not re.fullmatch(r"[()\[\]{}]+\n", text):
    print("expected one line of the characters ()[]{} only, ending with a newline")
    sys.exit(43)
if len(text) - 1 > 10**6:
    print(f"the string has {len(text) - 1} characters; at most 10^6 are allowed")
    sys.exit(43)
sys.exit(42)
