package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

type ListNode struct {
	Val  int
	Next *ListNode
}

func mergeKLists(lists []*ListNode) *ListNode {
	// Write your solution here
	return nil
}

func buildList(values []int) *ListNode {
	var head *ListNode
	for i := len(values) - 1; i >= 0; i-- {
		head = &ListNode{Val: values[i], Next: head}
	}
	return head
}

func listValues(node *ListNode) []int {
	values := []int{}
	for ; node != nil; node = node.Next {
		values = append(values, node.Val)
	}
	return values
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
	lists := make([]*ListNode, nextInt())
	for i := range lists {
		values := make([]int, nextInt())
		for j := range values {
			values[j] = nextInt()
		}
		lists[i] = buildList(values)
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, joinInts(listValues(mergeKLists(lists))))
}

func joinInts(values []int) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, " ")
}
