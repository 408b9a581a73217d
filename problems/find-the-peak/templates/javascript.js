const fs = require('fs');
const byte = Buffer.alloc(1);

/** Reads one line from the judge (blocking: the answer comes after each question). */
function readLine() {
  let line = '';
  while (fs.readSync(0, byte, 0, 1, null) === 1 && byte[0] !== 10) line += String.fromCharCode(byte[0]);
  return line.trim();
}

/** Prints one line to the judge at once. */
function writeLine(text) {
  fs.writeSync(1, `${text}\n`);
}

/** Asks the judge for a[i] (1 <= i <= n) and returns it; at most 40 questions. */
function ask(i) {
  writeLine(`? ${i}`);
  return Number(readLine());
}

function findPeak(n) {
  // Write your solution here: return a position p with a[p] larger than its neighbours
  return 1;
}

const n = Number(readLine());
writeLine(`! ${findPeak(n)}`);
