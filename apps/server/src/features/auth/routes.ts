import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthAnswer,
  ChangePasswordBody,
  LoginBody,
  MessageAnswer,
  ProfileAnswer,
  ProfileUpdateAnswer,
  ProfileUpdateBody,
  RegisterBody,
} from '@codepath/contract/auth';
import { ErrorBody } from '@codepath/contract/errors';
import type { UserRow } from '../../db/schema.ts';
import { authenticateFresh, signedInUser } from '../../lib/authenticate.ts';
import { changePassword } from './change-password.ts';
import { getProfile } from './get-profile.ts';
import { loginUser } from './login-user.ts';
import { remainingProfileUpdates } from './profile-updates.ts';
import { signInRateLimit } from './rate-limit.ts';
import { registerUser } from './register-user.ts';
import { updateProfile } from './update-profile.ts';
import { toUserView } from './user-view.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = signInRateLimit(app.config.authRateLimit);
  const answerWithToken = async (user: UserRow) => ({ user: toUserView(user), token: await app.tokens.sign(user) });

  app.post(
    '/register',
    { config: { rateLimit }, schema: { body: RegisterBody, response: { 201: AuthAnswer, ...errors } } },
    async (request, reply) => reply.status(201).send(await answerWithToken(await registerUser(app.db, request.body))),
  );

  app.post(
    '/login',
    { config: { rateLimit }, schema: { body: LoginBody, response: { 200: AuthAnswer, ...errors } } },
    async (request) => {
      const user = await loginUser(app.db, request.body);
      app.signedInUsers.forget(user.id);
      return answerWithToken(user);
    },
  );

  app.get(
    '/profile',
    { onRequest: authenticateFresh, schema: { response: { 200: ProfileAnswer, ...errors } } },
    async (request) => getProfile(signedInUser(request)),
  );

  app.put(
    '/profile',
    { onRequest: authenticateFresh, schema: { body: ProfileUpdateBody, response: { 200: ProfileUpdateAnswer, ...errors } } },
    async (request) => {
      const { user, isIdentityChanged } = await updateProfile(app.db, signedInUser(request), request.body);
      app.signedInUsers.forget(user.id);
      return {
        user: toUserView(user),
        ...(isIdentityChanged ? { token: await app.tokens.sign(user) } : {}),
        remainingUpdates: remainingProfileUpdates(user),
        message: 'Profile updated successfully',
      };
    },
  );

  app.post(
    '/change-password',
    // The current password is checked here too, so guessing it is limited like signing in.
    { onRequest: authenticateFresh, config: { rateLimit }, schema: { body: ChangePasswordBody, response: { 200: MessageAnswer, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      await changePassword(app.db, user, request.body);
      app.signedInUsers.forget(user.id);
      return { message: 'Password updated successfully' };
    },
  );
};
