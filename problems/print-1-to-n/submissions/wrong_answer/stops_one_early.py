# Mistake: range(1, n) stops before n, so the last number is missing.
n = int(input())
print(" ".join(str(i) for i in range(1, n)))
