package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func lengthOfLongestSubstring(s string) int {
	var lastSeen [256]int
	for i := range lastSeen {
		lastSeen[i] = -1
	}
	start, best := 0, 0
	for i := 0; i < len(s); i++ {
		if previous := lastSeen[s[i]]; previous >= start {
			start = previous + 1
		}
		lastSeen[s[i]] = i
		if i-start+1 > best {
			best = i - start + 1
		}
	}
	return best
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
	s := ""
	if nextInt() > 0 {
		s = next()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, lengthOfLongestSubstring(s))
}
