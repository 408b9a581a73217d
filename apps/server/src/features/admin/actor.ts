import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../lib/authenticate.ts';

/** The staff member behind a request, as the audit log records them. */
export function actorOf(request: FastifyRequest): { id: string; email: string } {
  const user = signedInUser(request);
  return { id: user.id, email: user.email };
}
