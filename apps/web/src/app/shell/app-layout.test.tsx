import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from '@/app/shell/app-layout';
import { RouteGuard } from '@/app/route-guard';
import { getAuthState, signIn } from '@/lib/auth-store';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-with-router';
import { makeToken } from '@/testing/make-token';

const sessionAnswer = () => ({ body: { ok: true, sessionId: null } });

const myClasses = (classNames: string[]) => ({
  body: { canCreate: false, due: [], classes: classNames.map((name, index) => ({ id: `c${index}`, name, myRole: 'learner', learnerCount: 1, joinCode: null })) },
});

const contestList = (titles: string[], canOrganize = false) => ({
  body: {
    canOrganize,
    contests: titles.map((title, index) => ({
      id: `c${index}`,
      title,
      rules: 'icpc',
      access: 'public',
      startsAt: '2026-11-26T10:00:00.000Z',
      endsAt: '2026-11-26T15:00:00.000Z',
      windowEndsAt: null,
      durationSeconds: 18_000,
      freezeSeconds: 3600,
      phase: 'running',
      problemCount: 3,
      participantCount: 12,
      isJury: false,
      participation: null,
    })),
  },
});

function renderShell(path: string, roles: string[] = ['learner'], classNames: string[] = [], contestTitles: string[] = []) {
  const api = mockApi({
    'POST /api/time/session/end': sessionAnswer,
    'POST /api/time/session/activity': sessionAnswer,
    'GET /api/access': () => ({ body: { roles } }),
    'GET /api/classes': () => myClasses(classNames),
    'GET /api/app/contests': () => contestList(contestTitles, roles.some((role) => role !== 'learner')),
  });
  const view = renderRoutes(
    [
      { path: '/', element: <p>Landing</p> },
      {
        path: '/app',
        element: <RouteGuard />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <p>Dashboard page</p> },
              { path: 'settings', element: <p>Settings page</p> },
            ],
          },
        ],
      },
    ],
    path,
  );
  return { ...view, api };
}

const rail = () => screen.getByRole('navigation', { name: 'App' });

beforeEach(() => signIn(makeToken(), { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the signed-in shell', () => {
  it("lists the spec's six entries in order, each with its name written under its icon", () => {
    renderShell('/app');
    const labels = within(rail()).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['Dashboard', 'Problems', 'Submissions', 'Scoreboard', 'Learn', 'Settings']);
  });

  it('adds Contests once a learner can see a contest, and for organisers, never on a site without contests', async () => {
    const learner = renderShell('/app');
    await waitFor(() => expect(learner.api.calls.map((call) => call.key)).toContain('GET /api/app/contests'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(rail()).queryByRole('link', { name: 'Contests' })).toBeNull();
    learner.unmount();
    const taking = renderShell('/app', ['learner'], [], ['Autumn Cup']);
    expect(await within(rail()).findByRole('link', { name: 'Contests' })).toHaveAttribute('href', '/app/contests');
    taking.unmount();
    renderShell('/app', ['learner', 'teacher']);
    expect(await within(rail()).findByRole('link', { name: 'Contests' })).toHaveAttribute('href', '/app/contests');
  });

  it('adds Admin only for staff: a learner sees the six entries, an author or admin sees Admin too', async () => {
    const learner = renderShell('/app');
    await waitFor(() => expect(learner.api.calls.map((call) => call.key)).toContain('GET /api/access'));
    expect(within(rail()).queryByRole('link', { name: 'Admin' })).toBeNull();
    learner.unmount();
    renderShell('/app', ['learner', 'author']);
    expect(await within(rail()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/app/admin');
  });

  it('adds Classes for a teacher and for a learner in a class, never for a learner in none', async () => {
    const learner = renderShell('/app');
    await waitFor(() => expect(learner.api.calls.map((call) => call.key)).toContain('GET /api/classes'));
    // Its answer (no class) has arrived and been drawn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(rail()).queryByRole('link', { name: 'Classes' })).toBeNull();
    learner.unmount();
    const member = renderShell('/app', ['learner'], ['Algorithms 1']);
    expect(await within(rail()).findByRole('link', { name: 'Classes' })).toHaveAttribute('href', '/app/classes');
    member.unmount();
    renderShell('/app', ['learner', 'teacher']);
    expect(await within(rail()).findByRole('link', { name: 'Classes' })).toHaveAttribute('href', '/app/classes');
  });

  it('marks Dashboard current only on /app itself', () => {
    renderShell('/app/settings');
    expect(within(rail()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(rail()).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the slide-out menu on small screens', async () => {
    renderShell('/app');
    const menu = screen.getByRole('dialog', { name: 'Menu', hidden: true });
    expect(menu).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menu).not.toHaveAttribute('inert');
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('link', { name: 'Settings' }));
    expect(screen.getByText('Settings page')).toBeInTheDocument();
    expect(menu).toHaveAttribute('inert');
  });

  it('reports activity every 300 s', async () => {
    vi.useFakeTimers();
    const { api } = renderShell('/app');
    const activityCalls = () => api.calls.filter((call) => call.key === 'POST /api/time/session/activity').length;
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(activityCalls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(activityCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(activityCalls()).toBe(2);
  });

  it('logs out: ends the session, forgets the token and goes to / after about 0.5 s', async () => {
    const { api, router } = renderShell('/app');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Logout' }), {
      advanceTimers: vi.advanceTimersByTime,
    });
    await waitFor(() => expect(api.calls.some((call) => call.key === 'POST /api/time/session/end')).toBe(true));
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
    expect(router.state.location.pathname).toBe('/app');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getAuthState().status).toBe('signed-out');
  });
});
