const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n: number = Number(data[0]);
const target: number = Number(data[1 + n]);
const seen = new Map<number, number>();
for (let i = 0; i < n; i++) {
  const value = Number(data[1 + i]);
  const partner = seen.get(target - value);
  if (partner !== undefined) {
    console.log(`${partner} ${i}`);
    break;
  }
  seen.set(value, i);
}
