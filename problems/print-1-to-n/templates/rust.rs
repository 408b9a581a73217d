use std::io::{self, Read, Write};

fn numbers_up_to(n: i64) -> Vec<i64> {
    // Write your solution here
    let _ = (n,);
    Vec::new()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let n = next_int();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", join_values(&numbers_up_to(n))).unwrap();
}

fn join_values<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
