use std::io::{self, Read, Write};

fn climb_stairs(n: i64) -> i64 {
    // ways(i) = ways(i - 1) + ways(i - 2)
    let (mut before, mut current) = (1i64, 1i64);
    for _ in 2..=n {
        let next = before + current;
        before = current;
        current = next;
    }
    current
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let n = next_int();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", climb_stairs(n)).unwrap();
}
