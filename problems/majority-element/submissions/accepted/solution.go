package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func majorityElement(nums []int) int {
	candidate, votes := 0, 0
	for _, value := range nums {
		if votes == 0 {
			candidate = value
		}
		if value == candidate {
			votes++
		} else {
			votes--
		}
	}
	return candidate
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
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, majorityElement(nums))
}
