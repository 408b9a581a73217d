package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func subarraySum(nums []int, k int) int {
	// How many prefixes had each sum: a subarray ending here sums to k when an earlier prefix summed to (sum - k).
	prefixes := map[int]int{0: 1}
	sum, count := 0, 0
	for _, value := range nums {
		sum += value
		count += prefixes[sum-k]
		prefixes[sum]++
	}
	return count
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<26)
	in.Split(bufio.ScanWords)
	next := func() string {
		if in.Scan() {
			return in.Text()
		}
		return ""
	}
	nextInt := func() int {
		x, _ := strconv.Atoi(next())
		return x
	}
	nums := make([]int, nextInt())
	for i := range nums {
		nums[i] = nextInt()
	}
	k := nextInt()
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, subarraySum(nums, k))
}
