use std::io::{self, Read, Write};

fn min_distance(word1: &str, word2: &str) -> i64 {
    // Write your solution here
    let _ = (word1, word2);
    0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut at = 0;
    let word1 = if tokens_int(&tokens, &mut at) > 0 {
        at += 1;
        tokens[at - 1].to_string()
    } else {
        String::new()
    };
    let word2 = if tokens_int(&tokens, &mut at) > 0 {
        at += 1;
        tokens[at - 1].to_string()
    } else {
        String::new()
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", min_distance(&word1, &word2)).unwrap();
}

fn tokens_int(tokens: &[&str], at: &mut usize) -> i64 {
    *at += 1;
    tokens.get(*at - 1).map_or(0, |t| t.parse().unwrap())
}
