package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

var in = bufio.NewReader(os.Stdin)

func readLine() string {
	line, _ := in.ReadString('\n')
	return strings.TrimSpace(line)
}

// ask asks the judge for a[i] (1 <= i <= n) and returns it; at most 40 questions.
func ask(i int) int {
	fmt.Println("?", i)
	value, _ := strconv.Atoi(readLine())
	return value
}

func findPeak(n int) int {
	// Write your solution here: return a position p with a[p] larger than its neighbours
	return 1
}

func main() {
	n, _ := strconv.Atoi(readLine())
	fmt.Println("!", findPeak(n))
}
