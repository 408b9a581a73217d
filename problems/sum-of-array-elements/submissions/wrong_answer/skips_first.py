# Mistake: the loop starts at index 1, so the first number is never added.
n = int(input())
numbers = [int(x) for x in input().split()]
total = 0
for i in range(1, n):
    total += numbers[i]
print(total)
