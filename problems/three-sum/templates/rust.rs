use std::io::{self, Read, Write};

fn three_sum(nums: &[i64]) -> Vec<Vec<i64>> {
    // Write your solution here
    let _ = (nums,);
    Vec::new()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let nums_count = next_int() as usize;
    let nums: Vec<i64> = (0..nums_count).map(|_| next_int()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let rows = three_sum(&nums);
    writeln!(out, "{}", rows.len()).unwrap();
    for row in &rows {
        writeln!(out, "{}", join_values(row)).unwrap();
    }
}

fn join_values<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
