package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func rangeSums(nums []int, queries [][]int) []int {
	// Write your solution here
	return []int{}
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
	queries := make([][]int, nextInt())
	for i := range queries {
		queries[i] = make([]int, 2)
		for j := range queries[i] {
			queries[i][j] = nextInt()
		}
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for _, line := range rangeSums(nums, queries) {
		fmt.Fprintln(out, line)
	}
}
