import sys


def fizz_buzz(n):
    rules = ((3, "Fizz"), (5, "Buzz"))
    lines = []
    for i in range(1, n + 1):
        word = "".join(name for divisor, name in rules if i % divisor == 0)
        lines.append(word or str(i))
    return lines


def main():
    n = int(sys.stdin.buffer.read().split()[0])
    sys.stdout.write("\n".join(fizz_buzz(n)) + "\n")


main()
