use std::io::{self, Read, Write};

fn is_anagram(s: &str, t: &str) -> bool {
    // Write your solution here
    let _ = (s, t);
    false
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut at = 0;
    let s = tokens.get(at).copied().unwrap_or("").to_string();
    at += 1;
    let t = tokens.get(at).copied().unwrap_or("").to_string();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", is_anagram(&s, &t)).unwrap();
}
