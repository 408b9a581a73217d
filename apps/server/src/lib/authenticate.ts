import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema.ts';
import { AppError } from './app-error.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * onRequest hook for signed-in routes (runs before the body is parsed): verifies the
 * bearer token and loads the user into request.currentUser. A missing token, a forged
 * or expired one, one of a deleted account, or one older than the last password
 * change all answer 401.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token) {
    throw new AppError('AUTHENTICATION_REQUIRED', 'Authentication required');
  }
  const payload = await request.server.tokens.verify(token);
  if (!payload) {
    throw new AppError('INVALID_TOKEN', 'Invalid or expired token');
  }
  const [user] = await request.server.db.select().from(users).where(eq(users.id, payload.id)).limit(1);
  // A password change raises the session version and so signs out every earlier token.
  if (!user || user.sessionVersion !== payload.sessionVersion) {
    throw new AppError('INVALID_TOKEN', 'Invalid or expired token');
  }
  request.currentUser = user;
}

/** The signed-in user of a route guarded by `authenticate`. */
export function signedInUser(request: FastifyRequest) {
  if (!request.currentUser) {
    throw new AppError('AUTHENTICATION_REQUIRED', 'Authentication required');
  }
  return request.currentUser;
}
