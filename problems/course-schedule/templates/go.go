package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func findOrder(numCourses int, prerequisites [][]int) []int {
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
	numCourses := nextInt()
	m := nextInt()
	prerequisites := make([][]int, m)
	for i := range prerequisites {
		prerequisites[i] = make([]int, 2)
		for j := range prerequisites[i] {
			prerequisites[i][j] = nextInt()
		}
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	order := findOrder(numCourses, prerequisites)
	// An empty order means that the courses cannot all be taken.
	if len(order) == 0 {
		fmt.Fprintln(out, "IMPOSSIBLE")
	} else {
		fmt.Fprintln(out, joinInts(order))
	}
}

func joinInts(values []int) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, " ")
}
