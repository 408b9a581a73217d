use std::io::{self, Read, Write};

fn missing_number(nums: &[i64]) -> i64 {
    // Write your solution here
    let _ = (nums,);
    0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let nums_count = next_int() as usize;
    let nums: Vec<i64> = (0..nums_count).map(|_| next_int()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", missing_number(&nums)).unwrap();
}
