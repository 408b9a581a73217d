use std::io::{self, Read, Write};

fn find_order(num_courses: i64, prerequisites: &[Vec<i64>]) -> Vec<i64> {
    // Write your solution here
    let _ = (num_courses, prerequisites);
    Vec::new()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let num_courses = next_int();
    let m = next_int();
    let prerequisites: Vec<Vec<i64>> = (0..m).map(|_| (0..2).map(|_| next_int()).collect()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let order = find_order(num_courses, &prerequisites);
    // An empty order means that the courses cannot all be taken.
    if order.is_empty() {
        writeln!(out, "IMPOSSIBLE").unwrap();
    } else {
        writeln!(out, "{}", join_values(&order)).unwrap();
    }
}

fn join_values<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
