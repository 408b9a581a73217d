use std::io::{self, Read, Write};

fn range_sums(nums: &[i64], queries: &[Vec<i64>]) -> Vec<i64> {
    // Write your solution here
    let _ = (nums, queries);
    Vec::new()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let nums_count = next_int() as usize;
    let nums: Vec<i64> = (0..nums_count).map(|_| next_int()).collect();
    let queries_count = next_int();
    let queries: Vec<Vec<i64>> = (0..queries_count).map(|_| (0..2).map(|_| next_int()).collect()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for line in range_sums(&nums, &queries) {
        writeln!(out, "{}", line).unwrap();
    }
}
