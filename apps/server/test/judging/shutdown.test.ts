import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submissions } from '../../src/db/schema-judging.ts';
import { registerAccount } from '../support/accounts.ts';
import { streamToEnd, submit } from './support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir } from './support/judging-app.ts';
import { writeSumProblem } from './support/tiny-problem.ts';

describe('stopping the server', () => {
  it('ends open event streams and leaves waiting submissions Queued for the next start', async () => {
    const problemsDir = makeProblemsDir([]);
    writeSumProblem(problemsDir);
    const t = await createJudgingTestApp(problemsDir, { judgeConcurrency: 1 });
    const { token } = await registerAccount(t.app);
    const slow = 'import time\ntime.sleep(1)\nprint(sum(int(x) for x in input().split()))';
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      ids.push((await submit(t.app, token, { code: slow, language: 'python', problemId: 'line-sum' })).json().id);
    }
    const waiting = streamToEnd(t.app, token, ids[1] ?? '');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.judging.close();
    await t.app.close();
    const { events } = await waiting;
    expect(events.some((event) => event.type === 'final')).toBe(false);
    const [row] = await t.database.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, ids[1] ?? ''));
    expect(row?.status).toBe('Queued');
    await t.database.close();
  }, 60_000);
});
