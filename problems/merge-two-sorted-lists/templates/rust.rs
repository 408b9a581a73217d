use std::io::{self, Read, Write};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListNode {
    pub val: i64,
    pub next: Option<Box<ListNode>>,
}

fn merge_two_lists(list1: Option<Box<ListNode>>, list2: Option<Box<ListNode>>) -> Option<Box<ListNode>> {
    // Write your solution here
    let _ = (list1, list2);
    None
}

fn build_list(values: &[i64]) -> Option<Box<ListNode>> {
    let mut head = None;
    for &val in values.iter().rev() {
        head = Some(Box::new(ListNode { val, next: head }));
    }
    head
}

fn list_values(mut node: &Option<Box<ListNode>>) -> Vec<i64> {
    let mut values = Vec::new();
    while let Some(current) = node {
        values.push(current.val);
        node = &current.next;
    }
    values
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let list1_count = next_int() as usize;
    let list1_values: Vec<i64> = (0..list1_count).map(|_| next_int()).collect();
    let list1 = build_list(&list1_values);
    let list2_count = next_int() as usize;
    let list2_values: Vec<i64> = (0..list2_count).map(|_| next_int()).collect();
    let list2 = build_list(&list2_values);
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", join_values(&list_values(&merge_two_lists(list1, list2)))).unwrap();
}

fn join_values<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
