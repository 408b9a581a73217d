use std::io::{self, Read, Write};
use std::collections::HashMap;

fn subarray_sum(nums: &[i64], k: i64) -> i64 {
    // How many prefixes had each sum: a subarray ending here sums to k when an earlier prefix summed to (sum - k).
    let mut prefixes: HashMap<i64, i64> = HashMap::new();
    prefixes.insert(0, 1);
    let (mut sum, mut count) = (0i64, 0i64);
    for &value in nums {
        sum += value;
        count += prefixes.get(&(sum - k)).copied().unwrap_or(0);
        *prefixes.entry(sum).or_insert(0) += 1;
    }
    count
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let nums_count = next_int() as usize;
    let nums: Vec<i64> = (0..nums_count).map(|_| next_int()).collect();
    let k = next_int();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", subarray_sum(&nums, k)).unwrap();
}
