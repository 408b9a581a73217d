package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func findMedianSortedArrays(nums1 []int, nums2 []int) float64 {
	// Write your solution here
	return 0.0
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
	nums1 := make([]int, nextInt())
	for i := range nums1 {
		nums1[i] = nextInt()
	}
	nums2 := make([]int, nextInt())
	for i := range nums2 {
		nums2[i] = nextInt()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintf(out, "%.1f\n", findMedianSortedArrays(nums1, nums2))
}
