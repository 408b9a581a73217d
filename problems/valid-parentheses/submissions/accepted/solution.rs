use std::io::{self, Read, Write};

fn is_valid(s: &str) -> bool {
    let mut stack: Vec<u8> = Vec::with_capacity(s.len());
    for ch in s.bytes() {
        let open = match ch {
            b')' => b'(',
            b']' => b'[',
            b'}' => b'{',
            _ => {
                stack.push(ch);
                continue;
            }
        };
        if stack.pop() != Some(open) {
            return false;
        }
    }
    stack.is_empty()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let s = input.lines().next().unwrap_or("").trim().to_string();
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", is_valid(&s)).unwrap();
}
