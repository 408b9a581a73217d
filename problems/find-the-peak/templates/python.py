def ask(i):
    """Asks the judge for a[i] (1 <= i <= n) and returns it; at most 40 questions."""
    print('?', i, flush=True)
    return int(input())


def find_peak(n):
    # Write your solution here: return a position p with a[p] larger than its neighbours
    return 1


def main():
    n = int(input())
    print('!', find_peak(n), flush=True)


main()
