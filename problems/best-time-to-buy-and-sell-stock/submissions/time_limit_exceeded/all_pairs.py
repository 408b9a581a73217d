# Tries every buy day with every later sell day: O(n^2).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
prices = list(map(int, data[1:1 + n]))
best = 0
for buy in range(n):
    for sell in range(buy + 1, n):
        if prices[sell] - prices[buy] > best:
            best = prices[sell] - prices[buy]
print(best)
