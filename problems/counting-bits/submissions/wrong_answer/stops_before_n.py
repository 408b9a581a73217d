# Mistake: range(n) covers 0 to n - 1, so the count for n itself is missing.
n = int(input())
print(" ".join(str(bin(i).count("1")) for i in range(n)))
