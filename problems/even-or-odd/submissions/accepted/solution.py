import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    # Python's % always returns 0 or 1 for a divisor of 2, even for negative numbers.
    answers = ["Even" if int(token) % 2 == 0 else "Odd" for token in data[1:1 + q]]
    sys.stdout.write("\n".join(answers) + "\n")


main()
