use std::io::{self, Read, Write};

fn find_median_sorted_arrays(nums1: &[i64], nums2: &[i64]) -> f64 {
    // Write your solution here
    let _ = (nums1, nums2);
    0.0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let nums1_count = next_int() as usize;
    let nums1: Vec<i64> = (0..nums1_count).map(|_| next_int()).collect();
    let nums2_count = next_int() as usize;
    let nums2: Vec<i64> = (0..nums2_count).map(|_| next_int()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{:.1}", find_median_sorted_arrays(&nums1, &nums2)).unwrap();
}
