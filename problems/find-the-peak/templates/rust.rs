use std::io::{self, BufRead, Write};

fn read_line() -> String {
    let mut line = String::new();
    io::stdin().lock().read_line(&mut line).unwrap();
    line.trim().to_string()
}

/// Asks the judge for a[i] (1 <= i <= n) and returns it; at most 40 questions.
fn ask(i: i64) -> i64 {
    println!("? {}", i);
    io::stdout().flush().unwrap();
    read_line().parse().unwrap()
}

fn find_peak(n: i64) -> i64 {
    // Write your solution here: return a position p with a[p] larger than its neighbours
    let _ = (n, ask as fn(i64) -> i64);
    1
}

fn main() {
    let n: i64 = read_line().parse().unwrap();
    println!("! {}", find_peak(n));
    io::stdout().flush().unwrap();
}
