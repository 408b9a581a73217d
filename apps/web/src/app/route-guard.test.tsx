import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { RouteGuard } from '@/app/route-guard';
import { clearSession, restoreSession, signIn } from '@/lib/auth-store';
import { renderRoutes } from '@/testing/render-with-router';
import { makeToken } from '@/testing/make-token';

const guardedRoutes = [
  { path: '/', element: <p>Home</p> },
  { path: '/login', element: <p>Login screen</p> },
  { path: '/app', element: <RouteGuard />, children: [{ index: true, element: <p>Dashboard content</p> }] },
];

afterEach(() => clearSession());

describe('the /app route guard', () => {
  it("shows 'Loading...' while the session is being checked, then the page", () => {
    // The store starts in the checking state until the stored token has been read.
    const { router } = renderRoutes(guardedRoutes, '/app');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    localStorage.setItem('auth_token', makeToken());
    act(() => void restoreSession());
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('sends a visitor without a user to /login, replacing the history entry', () => {
    clearSession();
    const { router } = renderRoutes(guardedRoutes, '/app');
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('after a logout goes where the logout chose, and to /login on a later visit', () => {
    signIn(makeToken(), { id: 'u', email: 'a@b.co', firstname: 'A', lastname: 'B' });
    const { router } = renderRoutes(guardedRoutes, '/app');
    act(() => clearSession('/'));
    expect(screen.getByText('Home')).toBeInTheDocument();
    act(() => void router.navigate('/app'));
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it('leaves /app as soon as the session ends', () => {
    signIn(makeToken(), { id: 'u', email: 'a@b.co', firstname: 'A', lastname: 'B' });
    renderRoutes(guardedRoutes, '/app');
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });
});
