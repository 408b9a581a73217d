use std::io::{self, Read, Write};

fn network_delay_time(times: &[Vec<i64>], n: i64, k: i64) -> i64 {
    // Write your solution here
    let _ = (times, n, k);
    0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let n = next_int();
    let m = next_int();
    let times: Vec<Vec<i64>> = (0..m).map(|_| (0..3).map(|_| next_int()).collect()).collect();
    let k = next_int();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", network_delay_time(&times, n, k)).unwrap();
}
