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

func mergeTwoLists(list1 *ListNode, list2 *ListNode) *ListNode {
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
	list1Values := make([]int, nextInt())
	for i := range list1Values {
		list1Values[i] = nextInt()
	}
	list1 := buildList(list1Values)
	list2Values := make([]int, nextInt())
	for i := range list2Values {
		list2Values[i] = nextInt()
	}
	list2 := buildList(list2Values)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, joinInts(listValues(mergeTwoLists(list1, list2))))
}

func joinInts(values []int) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, " ")
}
