import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

async function checkToken(request: FastifyRequest, isFresh: boolean): Promise<void> {
  const header = request.headers.authorization;
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token) {
    throw new AppError('AUTHENTICATION_REQUIRED', 'Authentication required');
  }
  const payload = await request.server.tokens.verify(token);
  if (!payload) {
    throw new AppError('INVALID_TOKEN', 'Invalid or expired token');
  }
  const { signedInUsers } = request.server;
  const user = await (isFresh ? signedInUsers.findFresh(payload.id, payload.sessionVersion) : signedInUsers.find(payload.id, payload.sessionVersion));
  if (!user) {
    throw new AppError('INVALID_TOKEN', 'Invalid or expired token');
  }
  request.currentUser = user;
}

/**
 * onRequest hook for signed-in routes (runs before the body is parsed): verifies the
 * bearer token and loads the user into request.currentUser. A missing token, a forged
 * or expired one, one of a deleted account, or one older than the last password
 * change all answer 401. The account may come from memory (`signed-in-users.ts`):
 * routes that use only the learner's id need no query per request.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await checkToken(request, false);
}

/** As `authenticate`, with the account read from the database: for the calls that show or change it. */
export async function authenticateFresh(request: FastifyRequest): Promise<void> {
  await checkToken(request, true);
}

/** The signed-in user of a route guarded by `authenticate`. */
export function signedInUser(request: FastifyRequest) {
  if (!request.currentUser) {
    throw new AppError('AUTHENTICATION_REQUIRED', 'Authentication required');
  }
  return request.currentUser;
}
