use std::io::{self, Read, Write};

fn is_palindrome(x: i64) -> bool {
    // Write your solution here
    let _ = (x,);
    false
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let x = next_int();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", is_palindrome(x)).unwrap();
}
