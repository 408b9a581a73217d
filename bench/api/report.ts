import { CONNECTIONS, SECONDS, STEADY_RATE, type ApiFigures } from './api-bench.ts';
import { runLines } from '../support/run-lines.ts';

const percent = (value: number | undefined) => (value === undefined ? '' : `${(100 * value).toFixed(1)} %`);

export function formatApiSection({ rows }: ApiFigures, command: string): string {
  return [
    '## API',
    '',
    ...runLines(command),
    '',
    '| what | requests/s | p50 (ms) | p99 (ms) | requests/s vs bare Fastify |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(({ name, figures, ofBare }) => `| ${name} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.p50Ms} | ${figures.p99Ms} | ${percent(ofBare)} |`),
    '',
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row after a 2 s warm-up of each process, one row at a time; the`,
    `rows "at ${STEADY_RATE} requests/s" hold that rate across the connections and show its latency. Every process runs on this`,
    'machine beside autocannon itself: the server (`SERVER_ROLE=all`, the 55-problem catalogue, `LOG_LEVEL=warn`) with its',
    'embedded database, with the machine\'s PostgreSQL, and a bare Fastify answering `{"hello":"world"}` started by the',
    'benchmark. Goals: embedded at least 15 % of bare, PostgreSQL at least 25 %, p99 at most 50 ms at 500 requests/s.',
  ].join('\n');
}
