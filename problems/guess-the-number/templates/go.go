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

// guess asks the judge about x: returns 0 if x is the number, 1 if it is higher, -1 if it is lower.
func guess(x int) int {
	fmt.Println(x)
	switch readLine() {
	case "higher":
		return 1
	case "lower":
		return -1
	}
	return 0
}

func findNumber(n int) int {
	// Write your solution here: call guess(x) until it returns 0
	return 0
}

func main() {
	n, _ := strconv.Atoi(readLine())
	findNumber(n)
}
