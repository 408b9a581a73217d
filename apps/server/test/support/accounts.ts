import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthAnswer } from '@codepath/contract/auth';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';

export const STRONG_PASSWORD = 'Str0ng!pass';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Registers through the API and returns the answer plus what was sent. */
export async function registerAccount(app: FastifyInstance, overrides: Partial<Record<'email' | 'password' | 'firstname' | 'lastname', string>> = {}) {
  const body = { email: uniqueEmail(), password: STRONG_PASSWORD, firstname: 'Ada', lastname: 'Lovelace', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthAnswer), password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** OAuth accounts cannot be created through the API yet; they are inserted as the sign-in feature will. */
export async function insertOAuthUser(db: Database, authMethod: 'google' | 'github') {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(authMethod),
      firstname: 'Grace',
      lastname: 'Hopper',
      authMethod,
      ...(authMethod === 'google' ? { googleId: randomUUID() } : { githubId: randomUUID() }),
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}
