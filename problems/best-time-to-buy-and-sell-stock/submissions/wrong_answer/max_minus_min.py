# Mistake: takes the highest price minus the lowest, ignoring that the sale must come after the purchase.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
prices = list(map(int, data[1:1 + n]))
print(max(prices) - min(prices))
