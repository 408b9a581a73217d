use std::io::{self, Read, Write};

fn max_area(height: &[i64]) -> i64 {
    let (mut left, mut right, mut best) = (0usize, height.len() - 1, 0i64);
    while left < right {
        best = best.max((right - left) as i64 * height[left].min(height[right]));
        // The shorter wall limits every narrower container that keeps it, so drop it.
        if height[left] < height[right] {
            left += 1;
        } else {
            right -= 1;
        }
    }
    best
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut next_int = || -> i64 { tokens.next().map_or(0, |t| t.parse().unwrap()) };
    let height_count = next_int() as usize;
    let height: Vec<i64> = (0..height_count).map(|_| next_int()).collect();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", max_area(&height)).unwrap();
}
