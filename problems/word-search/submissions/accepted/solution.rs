use std::io::{self, Read, Write};

fn exist(board: &[String], word: &str) -> bool {
    fn found(grid: &[&[u8]], used: &mut Vec<Vec<bool>>, word: &[u8], r: i64, c: i64, i: usize) -> bool {
        if i == word.len() {
            return true;
        }
        if r < 0 || c < 0 || r as usize >= grid.len() || c as usize >= grid[0].len() {
            return false;
        }
        let (ru, cu) = (r as usize, c as usize);
        if used[ru][cu] || grid[ru][cu] != word[i] {
            return false;
        }
        used[ru][cu] = true;
        let result = found(grid, used, word, r + 1, c, i + 1)
            || found(grid, used, word, r - 1, c, i + 1)
            || found(grid, used, word, r, c + 1, i + 1)
            || found(grid, used, word, r, c - 1, i + 1);
        used[ru][cu] = false;
        result
    }
    let grid: Vec<&[u8]> = board.iter().map(|row| row.as_bytes()).collect();
    let mut used = vec![vec![false; grid[0].len()]; grid.len()];
    for r in 0..grid.len() {
        for c in 0..grid[0].len() {
            if found(&grid, &mut used, word.as_bytes(), r as i64, c as i64, 0) {
                return true;
            }
        }
    }
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
