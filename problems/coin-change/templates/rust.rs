use std::io::{self, Read, Write};

fn coin_change(coins: &[i64], amount: i64) -> i64 {
    // Write your solution here
    let _ = (coins, amount);
    0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let coins_count = next_int() as usize;
    let coins: Vec<i64> = (0..coins_count).map(|_| next_int()).collect();
    let amount = next_int();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", coin_change(&coins, amount)).unwrap();
}
