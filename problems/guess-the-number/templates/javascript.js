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

/** Asks the judge about x: returns 0 if x is the number, 1 if it is higher, -1 if it is lower. */
function guess(x) {
  writeLine(x);
  const reply = readLine();
  return reply === 'correct' || reply === '' ? 0 : reply === 'higher' ? 1 : -1;
}

function findNumber(n) {
  // Write your solution here: call guess(x) until it returns 0
  return 0;
}

findNumber(Number(readLine()));
