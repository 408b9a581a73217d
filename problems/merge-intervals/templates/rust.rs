use std::io::{self, Read, Write};

fn merge(intervals: &[Vec<i64>]) -> Vec<Vec<i64>> {
    // Write your solution here
    let _ = (intervals,);
    Vec::new()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let intervals_count = next_int();
    let intervals: Vec<Vec<i64>> = (0..intervals_count).map(|_| (0..2).map(|_| next_int()).collect()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let rows = merge(&intervals);
    for row in &rows {
        writeln!(out, "{}", join_values(row)).unwrap();
    }
}

fn join_values<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
