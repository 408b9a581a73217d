use std::collections::HashMap;
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let n = tokens.next().unwrap() as usize;
    let nums: Vec<i64> = tokens.by_ref().take(n).collect();
    let target = tokens.next().unwrap();
    let mut seen: HashMap<i64, usize> = HashMap::with_capacity(n);
    for (i, &value) in nums.iter().enumerate() {
        if let Some(&j) = seen.get(&(target - value)) {
            println!("{} {}", j, i);
            return;
        }
        seen.insert(value, i);
    }
}
