use std::io::{self, Read, Write};

fn num_islands(grid: &[String]) -> i64 {
    // Write your solution here
    let _ = (grid,);
    0
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut at = 0;
    let grid_count = tokens_int(&tokens, &mut at) as usize;
    at += 1; // the number of columns
    let grid: Vec<String> = tokens[at..at + grid_count].iter().map(|t| t.to_string()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", num_islands(&grid)).unwrap();
}

fn tokens_int(tokens: &[&str], at: &mut usize) -> i64 {
    *at += 1;
    tokens.get(*at - 1).map_or(0, |t| t.parse().unwrap())
}
