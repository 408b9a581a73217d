import { paths } from '@/config/paths';

/** The query parameter of /login that names the page a visitor was on its way to. */
export const NEXT_PARAM = 'next';
const PENDING_KEY = 'sign_in_next';

/**
 * A path inside the signed-in area of this site, or null: an address to another
 * origin ("//evil.example", "https://…", "/\evil") or outside /app is never followed.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://codepath.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://codepath.invalid') return null;
  const isInApp = url.pathname === paths.app.dashboard || url.pathname.startsWith(`${paths.app.dashboard}/`);
  return isInApp ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** /login, remembering the page asked for (the dashboard is where sign-in goes anyway). */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const next = safeNextPath(`${location.pathname}${location.search}${location.hash}`);
  return next && next !== paths.app.dashboard ? `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : paths.login;
}

/** Kept for this tab while the browser visits GitHub, which returns to its own callback address. */
export function rememberNextForRedirect(next: string | null): void {
  if (next) sessionStorage.setItem(PENDING_KEY, next);
  else sessionStorage.removeItem(PENDING_KEY);
}

/** Where a completed sign-in goes: the page asked for (from the address or a redirect sign-in), else the dashboard. */
export function takeSignInDestination(search: string): string {
  const pending = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? safeNextPath(pending) ?? paths.app.dashboard;
}
