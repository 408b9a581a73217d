def fizz_buzz(n):
    # Write your solution here
    return []


def main():
    n = int(input())
    for line in fizz_buzz(n):
        print(line)


main()
