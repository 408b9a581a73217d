use std::io::{self, Read, Write};

fn length_of_longest_substring(s: &str) -> i64 {
    // Write your solution here
    let _ = (s,);
    0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut at = 0;
    let s = if tokens_int(&tokens, &mut at) > 0 {
        at += 1;
        tokens[at - 1].to_string()
    } else {
        String::new()
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", length_of_longest_substring(&s)).unwrap();
}

fn tokens_int(tokens: &[&str], at: &mut usize) -> i64 {
    *at += 1;
    tokens.get(*at - 1).map_or(0, |t| t.parse().unwrap())
}
