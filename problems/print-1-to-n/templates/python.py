def numbers_up_to(n):
    # Write your solution here
    return []


def main():
    n = int(input())
    numbers = numbers_up_to(n)
    print(" ".join(str(number) for number in numbers))


main()
