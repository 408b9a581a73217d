use std::io::{self, Read, Write};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListNode {
    pub val: i64,
    pub next: Option<Box<ListNode>>,
}

fn remove_nth_from_end(head: Option<Box<ListNode>>, k: i64) -> Option<Box<ListNode>> {
    // Write your solution here
    let _ = (head, k);
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
    let head_count = next_int() as usize;
    let head_values: Vec<i64> = (0..head_count).map(|_| next_int()).collect();
    let head = build_list(&head_values);
    let k = next_int();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", join_values(&list_values(&remove_nth_from_end(head, k)))).unwrap();
}

fn join_values<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
