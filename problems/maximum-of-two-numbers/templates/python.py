def maximum(a, b):
    # Write your solution here
    return 0


def main():
    a, b = map(int, input().split())
    print(maximum(a, b))


main()
