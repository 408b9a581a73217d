def sum_of(numbers):
    # Write your solution here
    return 0


def main():
    n = int(input())
    numbers = [int(x) for x in input().split()]
    print(sum_of(numbers[:n]))


main()
