use std::io::{self, Read, Write};

fn exist(board: &[String], word: &str) -> bool {
    // Write your solution here
    let _ = (board, word);
    false
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut at = 0;
    let board_count = tokens_int(&tokens, &mut at) as usize;
    at += 1; // the number of columns
    let board: Vec<String> = tokens[at..at + board_count].iter().map(|t| t.to_string()).collect();
    at += board_count;
    let word = tokens.get(at).copied().unwrap_or("").to_string();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", exist(&board, &word)).unwrap();
}

fn tokens_int(tokens: &[&str], at: &mut usize) -> i64 {
    *at += 1;
    tokens.get(*at - 1).map_or(0, |t| t.parse().unwrap())
}
