package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func isEven(number int) bool {
	return number%2 == 0
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
	numbers := make([]int, nextInt())
	for i := range numbers {
		numbers[i] = nextInt()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	parts := make([]string, len(numbers))
	for i, item := range numbers {
		if isEven(item) {
			parts[i] = "Even"
		} else {
			parts[i] = "Odd"
		}
	}
	fmt.Fprintln(out, strings.Join(parts, "\n"))
}
