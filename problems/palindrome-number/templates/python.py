def is_palindrome(x):
    # Write your solution here
    return False


def main():
    x = int(input())
    print("true" if is_palindrome(x) else "false")


main()
