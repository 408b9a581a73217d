import { BASE_ENV, fixedEntryPoint, type LanguageModule } from './language.ts';
import { describeRustPanic } from './rust-runtime-error.ts';

const RUSTC = '/usr/bin/rustc';

export const rust: LanguageModule = {
  id: 'rust',
  entryPoint: fixedEntryPoint('main.rs'),
  // One crate, optimised as on every judge; codegen on one thread keeps the compile's CPU time what it costs.
  compileCommand: (entry) => ({ argv: [RUSTC, '-O', '--edition=2021', '-C', 'codegen-units=1', '-C', 'linker=/usr/bin/gcc', '-o', 'main', entry.sourceFileName], env: { ...BASE_ENV, TMPDIR: '/tmp' } }),
  runCommand: () => ({ argv: ['./main'], env: { ...BASE_ENV, RUST_BACKTRACE: '0' } }),
  extraReadOnlyPaths: [],
  canBoundByAddressSpace: true,
  describeRuntimeError: describeRustPanic,
  // Edition 2021 arrived in Rust 1.56; the panic message's own line in 1.73.
  toolchain: { name: 'rustc', versionCommand: () => [RUSTC, '--version'], versionPattern: /rustc (\d+)\.(\d+)/, minimum: [1, 73] },
  starter: `use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let out = io::stdout();
    let mut out = io::BufWriter::new(out.lock());
    // Read the input with tokens.next() as the statement describes and print the answer with writeln!(out, ...).
    let _ = tokens.next();
    out.flush().unwrap();
}
`,
  selfTest: {
    source:
      'use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let t: i64 = s.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum();\n    println!("{}", t);\n}\n',
    stdin: '30 12\n',
    expectedStdout: '42\n',
    failures: {
      compileError: { source: "fn main() {\n    let x: i32 = \"a\";\n}\n", line: 2 },
      runtimeError: { source: "fn main() {\n    let a = vec![1, 2];\n    let i = std::env::args().count() + 4;\n    println!(\"{}\", a[i]);\n}\n", name: "panic: index out of bounds at line 4 of main.rs" },
      busyLoop: "fn main() {\n    let mut x: u64 = 0;\n    loop {\n        x = x.wrapping_add(std::hint::black_box(1));\n    }\n}\n",
      memoryHog: "fn main() {\n    let mut a: Vec<Vec<u8>> = Vec::new();\n    loop {\n        a.push(vec![1u8; 1 << 20]);\n        if a.is_empty() {\n            println!(\"never\");\n        }\n    }\n}\n",
    },
  },
};
