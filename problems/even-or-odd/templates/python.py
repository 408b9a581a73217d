def is_even(number):
    # Write your solution here
    return False


def main():
    q = int(input())
    numbers = [int(x) for x in input().split()]
    for number in numbers[:q]:
        print("Even" if is_even(number) else "Odd")


main()
