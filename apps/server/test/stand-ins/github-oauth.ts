import { randomUUID } from 'node:crypto';
import { sendJson, startLoopbackServer, type LoopbackServer } from './loopback-server.ts';

export const STAND_IN_GITHUB_CLIENT = { clientId: 'Iv1.standin', clientSecret: 'stand-in-secret' };

export interface GithubAccount {
  user: { id: number; login: string; name: string | null; avatar_url: string };
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface GithubOAuthStandIn extends LoopbackServer {
  /** A one-time authorization code that signs `account` in, as GitHub's redirect would carry. */
  issueCode(account: GithubAccount): string;
}

export const GITHUB_TEST_ACCOUNT: GithubAccount = {
  user: { id: 4242, login: 'grace', name: 'Grace Brewster Hopper', avatar_url: 'https://avatars.githubusercontent.com/u/4242' },
  emails: [
    { email: 'grace@users.noreply.github.com', primary: false, verified: true },
    { email: 'grace.github@example.com', primary: true, verified: true },
  ],
};

/**
 * GitHub's token endpoint (POST /login/oauth/access_token, which answers 200 with an
 * `error` field for a bad code, as GitHub does) and the REST API's /user and /user/emails.
 * The same server serves both, so one URL is GITHUB_BASE_URL and GITHUB_API_URL.
 */
export async function startGithubOAuth(): Promise<GithubOAuthStandIn> {
  const accountsByCode = new Map<string, GithubAccount>();
  const accountsByToken = new Map<string, GithubAccount>();

  const server = await startLoopbackServer((request, response) => {
    if (request.method === 'POST' && request.path === '/login/oauth/access_token') {
      const form = JSON.parse(request.body || '{}') as Record<string, string>;
      const account = accountsByCode.get(form.code ?? '');
      const isClientGenuine = form.client_id === STAND_IN_GITHUB_CLIENT.clientId && form.client_secret === STAND_IN_GITHUB_CLIENT.clientSecret;
      if (!isClientGenuine) return sendJson(response, 200, { error: 'incorrect_client_credentials' });
      if (!account) return sendJson(response, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
      accountsByCode.delete(form.code ?? '');
      const token = `gho_${randomUUID().replaceAll('-', '')}`;
      accountsByToken.set(token, account);
      return sendJson(response, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const account = token ? accountsByToken.get(token) : undefined;
    if (request.method === 'GET' && (request.path === '/user' || request.path === '/user/emails')) {
      if (!account) return sendJson(response, 401, { message: 'Bad credentials' });
      return sendJson(response, 200, request.path === '/user' ? account.user : account.emails);
    }
    sendJson(response, 404, { message: 'Not Found' });
  });

  return {
    ...server,
    issueCode(account) {
      const code = randomUUID().replaceAll('-', '').slice(0, 20);
      accountsByCode.set(code, account);
      return code;
    },
  };
}
