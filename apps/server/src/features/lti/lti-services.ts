import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createGradeSender, enqueueForProblem, type AssignmentScoreOf, type GradeSender } from './grade-outbox.ts';
import { createServiceTokens, type ServiceTokens } from './service-token.ts';
import { createToolKeyStore, type ToolKey } from './tool-key.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** LTI 1.3: the tool's key, the platforms' service tokens and the grade sender (every role: verdicts come from workers too). */
    lti: LtiServices;
  }
}

export interface LtiServices {
  toolKey(): Promise<ToolKey>;
  tokens: ServiceTokens;
  grades: GradeSender;
  /** After a verdict: queue the learner's scores of every LMS-linked assignment with this problem, then send them. */
  onVerdict(userId: string, problemSlug: string): void;
}

/** The parts of LTI that live as long as the server: its key, the platforms' service tokens and the grade sender. */
export function createLtiServices(db: Database, log: FastifyBaseLogger, scoreOf: AssignmentScoreOf): LtiServices {
  const keys = createToolKeyStore(db);
  const tokens = createServiceTokens(() => keys.get());
  const grades = createGradeSender({ db, tokens, scoreOf, log });
  return {
    toolKey: () => keys.get(),
    tokens,
    grades,
    onVerdict(userId, problemSlug) {
      // Never in the judging's way: queued and sent after the verdict is written, failures only logged and retried.
      enqueueForProblem(db, userId, problemSlug).then(
        () => grades.kick(),
        (error: unknown) => log.error({ err: error }, 'LTI score not queued'),
      );
    },
  };
}
