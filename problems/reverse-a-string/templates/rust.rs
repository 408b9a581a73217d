use std::io::{self, Read, Write};

fn reverse_string(s: &str) -> String {
    // Write your solution here
    let _ = (s,);
    String::new()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let s = input.lines().next().unwrap_or("").trim().to_string();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", reverse_string(&s)).unwrap();
}
