package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func groupAnagrams(words []string) [][]string {
	// Write your solution here
	return [][]string{}
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
	words := make([]string, nextInt())
	for i := range words {
		words[i] = next()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	rows := groupAnagrams(words)
	fmt.Fprintln(out, len(rows))
	for _, row := range rows {
		fmt.Fprintln(out, strings.Join(row, " "))
	}
}
