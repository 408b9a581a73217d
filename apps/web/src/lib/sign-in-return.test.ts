import { afterEach, describe, expect, it } from 'vitest';
import { loginPathFor, rememberNextForRedirect, safeNextPath, takeSignInDestination } from '@/lib/sign-in-return';

afterEach(() => sessionStorage.clear());

describe('returning to the page asked for after sign-in', () => {
  it('follows only paths inside /app of this site', () => {
    expect(safeNextPath('/app/problems/two-sum/solve')).toBe('/app/problems/two-sum/solve');
    expect(safeNextPath('/app/problems?status=solved#top')).toBe('/app/problems?status=solved#top');
    for (const hostile of ['//evil.example/app', 'https://evil.example/app', '/\\evil.example', 'javascript:alert(1)', '/login', '/apple', '', null]) {
      expect(safeNextPath(hostile), String(hostile)).toBeNull();
    }
  });

  it('names the page in /login, except the dashboard where sign-in goes anyway', () => {
    expect(loginPathFor({ pathname: '/app/problems/two-sum/solve', search: '', hash: '' })).toBe('/login?next=%2Fapp%2Fproblems%2Ftwo-sum%2Fsolve');
    expect(loginPathFor({ pathname: '/app', search: '', hash: '' })).toBe('/login');
  });

  it('takes the address first, then what a redirect sign-in kept, else the dashboard', () => {
    expect(takeSignInDestination('?next=%2Fapp%2Flearn')).toBe('/app/learn');
    rememberNextForRedirect('/app/submissions');
    expect(takeSignInDestination('')).toBe('/app/submissions');
    expect(takeSignInDestination('')).toBe('/app');
    expect(takeSignInDestination('?next=https%3A%2F%2Fevil.example')).toBe('/app');
  });
});
