package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func minDistance(word1 string, word2 string) int {
	// Write your solution here
	return 0
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
	word1 := ""
	if nextInt() > 0 {
		word1 = next()
	}
	word2 := ""
	if nextInt() > 0 {
		word2 = next()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, minDistance(word1, word2))
}
