use std::io::{self, BufRead, Write};

fn read_line() -> String {
    let mut line = String::new();
    io::stdin().lock().read_line(&mut line).unwrap();
    line.trim().to_string()
}

/// Asks the judge about x: returns 0 if x is the number, 1 if it is higher, -1 if it is lower.
fn guess(x: i64) -> i64 {
    println!("{}", x);
    io::stdout().flush().unwrap();
    match read_line().as_str() {
        "higher" => 1,
        "lower" => -1,
        _ => 0,
    }
}

fn find_number(n: i64) -> i64 {
    // Write your solution here: call guess(x) until it returns 0
    let _ = (n, guess as fn(i64) -> i64);
    0
}

fn main() {
    let n: i64 = read_line().parse().unwrap();
    find_number(n);
}
