def guess(x):
    """Asks the judge about x: returns 0 if x is the number, 1 if it is higher, -1 if it is lower."""
    print(x, flush=True)
    reply = input().strip()
    return 0 if reply == 'correct' else 1 if reply == 'higher' else -1


def find_number(n):
    # Write your solution here: call guess(x) until it returns 0
    return 0


def main():
    n = int(input())
    find_number(n)


main()
