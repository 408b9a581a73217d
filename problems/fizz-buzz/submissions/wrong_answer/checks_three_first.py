# Mistake: the divisible-by-3 test comes first, so multiples of 15 print "Fizz"
# and the FizzBuzz branch is never reached.
n = int(input())
for i in range(1, n + 1):
    if i % 3 == 0:
        print("Fizz")
    elif i % 5 == 0:
        print("Buzz")
    elif i % 15 == 0:
        print("FizzBuzz")
    else:
        print(i)
