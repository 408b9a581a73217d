use std::io::{self, Read, Write};

fn remove_duplicates(nums: &mut Vec<i64>) -> i64 {
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
    let mut nums: Vec<i64> = (0..nums_count).map(|_| next_int()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let k = remove_duplicates(&mut nums) as usize;
    writeln!(out, "{}", k).unwrap();
    writeln!(out, "{}", join_values(&nums[..k])).unwrap();
}

fn join_values<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
