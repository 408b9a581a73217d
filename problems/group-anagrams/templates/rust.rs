use std::io::{self, Read, Write};

fn group_anagrams(words: &[String]) -> Vec<Vec<String>> {
    // Write your solution here
    let _ = (words,);
    Vec::new()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut at = 0;
    let words_count = tokens_int(&tokens, &mut at) as usize;
    let words: Vec<String> = tokens[at..at + words_count].iter().map(|t| t.to_string()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let rows = group_anagrams(&words);
    writeln!(out, "{}", rows.len()).unwrap();
    for row in &rows {
        writeln!(out, "{}", join_values(row)).unwrap();
    }
}

fn tokens_int(tokens: &[&str], at: &mut usize) -> i64 {
    *at += 1;
    tokens.get(*at - 1).map_or(0, |t| t.parse().unwrap())
}

fn join_values<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
