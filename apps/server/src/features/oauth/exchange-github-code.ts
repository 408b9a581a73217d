import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { OAuthProfile } from './oauth-profile.ts';

export const GITHUB_FAILED_MESSAGE = 'Failed to authenticate with GitHub';
export const GITHUB_NO_VERIFIED_EMAIL_MESSAGE = 'Your GitHub account has no verified primary e-mail address';
export const GITHUB_UNREACHABLE_MESSAGE = 'GitHub could not be reached. Please try again.';

/** Time-out of each call to GitHub; the browser waits 51 s for the whole exchange. */
const GITHUB_CALL_TIMEOUT_MS = 10_000;

export interface GithubSettings {
  clientId: string;
  clientSecret: string;
  /** Where the authorization and token endpoints live (https://github.com). */
  baseUrl: string;
  /** The REST API (https://api.github.com). */
  apiUrl: string;
}

export type GithubCodeExchanger = (code: string, redirectUri: string | undefined) => Promise<OAuthProfile>;

const TokenAnswer = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);
const GithubUser = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string().nullable().optional(),
  avatar_url: z.string().nullable().optional(),
});
const GithubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/** "Ada King Lovelace" → Ada / King Lovelace; a user without a name is called by their login. */
function splitName(name: string | null | undefined, login: string): { firstname: string; lastname: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return { firstname: login, lastname: login };
  return { firstname: first, lastname: rest.length > 0 ? rest.join(' ') : first };
}

async function callGithub<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(GITHUB_CALL_TIMEOUT_MS) });
  } catch (cause) {
    throw new AppError('SERVICE_UNAVAILABLE', GITHUB_UNREACHABLE_MESSAGE, { cause });
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = schema.safeParse(body);
  if (!response.ok || !parsed.success) {
    throw new AppError('INVALID_CREDENTIALS', GITHUB_FAILED_MESSAGE, {
      cause: new Error(`GitHub answered ${response.status} for ${new URL(url).pathname}: ${JSON.stringify(body)}`),
    });
  }
  return parsed.data;
}

/**
 * The server half of GitHub's authorization-code flow: trades the code for an access
 * token (with our client secret), then reads the user and their primary verified e-mail.
 */
export function createGithubExchanger(settings: GithubSettings): GithubCodeExchanger {
  const apiHeaders = (token: string) => ({
    Accept: 'application/vnd.github+json',
    Authorization: `Bearer ${token}`,
    'User-Agent': 'CodePath',
    'X-GitHub-Api-Version': '2022-11-28',
  });

  return async (code, redirectUri) => {
    const tokenAnswer = await callGithub(
      `${settings.baseUrl}/login/oauth/access_token`,
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, code, redirect_uri: redirectUri }),
      },
      TokenAnswer,
    );
    if (!('access_token' in tokenAnswer)) {
      throw new AppError('INVALID_CREDENTIALS', GITHUB_FAILED_MESSAGE, { cause: new Error(`GitHub refused the code: ${tokenAnswer.error}`) });
    }
    const headers = apiHeaders(tokenAnswer.access_token);
    const [user, emails] = await Promise.all([
      callGithub(`${settings.apiUrl}/user`, { headers }, GithubUser),
      callGithub(`${settings.apiUrl}/user/emails`, { headers }, GithubEmails),
    ]);
    const primary = emails.find((entry) => entry.primary && entry.verified);
    if (!primary) throw new AppError('INVALID_CREDENTIALS', GITHUB_NO_VERIFIED_EMAIL_MESSAGE);
    return {
      provider: 'github',
      subject: String(user.id),
      email: primary.email,
      ...splitName(user.name, user.login),
      picture: user.avatar_url ?? null,
    };
  };
}
