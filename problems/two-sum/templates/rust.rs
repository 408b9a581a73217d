use std::io::{self, Read};

fn two_sum(nums: &[i64], target: i64) -> Vec<usize> {
    // Write your solution here
    let _ = (nums, target);
    Vec::new()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let nums: Vec<i64> = (0..n).map(|_| tokens.next().unwrap().parse().unwrap()).collect();
    let target: i64 = tokens.next().unwrap().parse().unwrap();
    let answer = two_sum(&nums, target);
    let parts: Vec<String> = answer.iter().map(|x| x.to_string()).collect();
    println!("{}", parts.join(" "));
}
