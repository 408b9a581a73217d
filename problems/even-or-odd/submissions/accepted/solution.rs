use std::io::{self, Read, Write};

fn is_even(number: i64) -> bool {
    number % 2 == 0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let numbers_count = next_int() as usize;
    let numbers: Vec<i64> = (0..numbers_count).map(|_| next_int()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for &item in numbers.iter() {
        writeln!(out, "{}", if is_even(item) { "Even" } else { "Odd" }).unwrap();
    }
}
