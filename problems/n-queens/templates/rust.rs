use std::io::{self, Read, Write};

fn total_n_queens(n: i64) -> i64 {
    // Write your solution here
    let _ = (n,);
    0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let n = next_int();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", total_n_queens(n)).unwrap();
}
