use std::io::{self, Read, Write};

fn min_window(s: &str, t: &str) -> String {
    // Write your solution here
    let _ = (s, t);
    String::new()
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
    writeln!(out, "{}", min_window(&s, &t)).unwrap();
}
