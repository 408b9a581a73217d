import { paths } from '@/config/paths';

export const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
/** The state of the sign-in in progress, kept for this tab only. */
export const GITHUB_STATE_KEY = 'github_oauth_state';

/** Where GitHub sends the browser back; it must match the OAuth app's callback URL. */
export const githubRedirectUri = (origin = window.location.origin) => `${origin}${paths.githubCallback}`;

/** Stores a fresh random state for this tab and returns GitHub's authorization URL carrying it. */
export function startGithubAuthorization(clientId: string, authorizeUrl = GITHUB_AUTHORIZE_URL): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(GITHUB_STATE_KEY, state);
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: githubRedirectUri(),
    scope: 'read:user user:email',
    state,
    allow_signup: 'true',
  }).toString();
  return url.toString();
}

/** Reads and forgets the stored state: each one may finish one sign-in only. */
export function takeGithubState(): string | null {
  const state = sessionStorage.getItem(GITHUB_STATE_KEY);
  sessionStorage.removeItem(GITHUB_STATE_KEY);
  return state;
}
