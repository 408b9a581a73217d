import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContestDetail } from '@codepath/contract/contests';
import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-with-router';
import { ContestHeader } from './contest-header';

const hour = 3_600_000;
const contest = (overrides: Partial<ContestDetail>): ContestDetail => ({
  id: '3f1c2b9e-0000-4000-8000-000000000001',
  title: 'Club Round 1',
  rules: 'icpc',
  access: 'code',
  startsAt: new Date(Date.now() + hour).toISOString(),
  endsAt: new Date(Date.now() + 3 * hour).toISOString(),
  windowEndsAt: null,
  durationSeconds: 7200,
  freezeSeconds: 1800,
  phase: 'upcoming',
  problemCount: 3,
  participantCount: 0,
  isJury: false,
  participation: null,
  problems: [],
  languages: ['python'],
  isSubtaskBest: false,
  maxTeamSize: 1,
  freezesAt: null,
  unfrozenAt: null,
  revealedCount: 0,
  joinCode: null,
  canRegister: true,
  canStartVirtual: false,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the contest header', () => {
  it('counts down to the start and registers with the join code, showing the server refusing a wrong one', async () => {
    const api = mockApi({
      'POST /api/app/contests/3f1c2b9e-0000-4000-8000-000000000001/register': ({ body }) =>
        (body as { code?: string }).code === 'owls' ? { body: { ok: true } } : { status: 400, body: { error: 'That join code is not right.', code: 'BAD_REQUEST' } },
    });
    renderPage(<ContestHeader contest={contest({})} />);
    expect(screen.getByTestId('starts-in').textContent).toMatch(/^0:59:\d\d$|^1:00:00$/);
    await userEvent.type(screen.getByLabelText('Join code'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('That join code is not right.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Join code'));
    await userEvent.type(screen.getByLabelText('Join code'), 'owls');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.calls.at(-1)?.body).toEqual({ code: 'owls' }));
  });

  it('registers a team where the contest allows teams, and shows the team it takes part in', async () => {
    const api = mockApi({ 'POST /api/app/contests/3f1c2b9e-0000-4000-8000-000000000001/register': () => ({ body: { ok: true } }) });
    renderPage(<ContestHeader contest={contest({ access: 'public', maxTeamSize: 3 })} />);
    expect(screen.getByLabelText("Teammates' e-mails (up to 2)")).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Team name (optional)'), 'Owls');
    await userEvent.type(screen.getByLabelText("Teammates' e-mails (up to 2)"), 'bob@example.com, cy@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register team' }));
    await waitFor(() => expect(api.calls.at(-1)?.body).toEqual({ teamName: 'Owls', teammates: ['bob@example.com', 'cy@example.com'] }));
  });

  it('shows no team fields where learners take part on their own', () => {
    renderPage(<ContestHeader contest={contest({ access: 'public' })} />);
    expect(screen.queryByLabelText('Team name (optional)')).toBeNull();
    const startedAt = new Date(Date.now() - hour).toISOString();
    renderPage(<ContestHeader contest={contest({ phase: 'running', canRegister: false, maxTeamSize: 3, startsAt: startedAt, participation: { kind: 'official', startedAt, endsAt: new Date(Date.now() + hour).toISOString(), extraMinutes: 0, teamName: 'Owls' } })} />);
    expect(screen.getByText('Team Owls')).toBeInTheDocument();
  });

  it('offers virtual participation after the end, not registration', () => {
    renderPage(<ContestHeader contest={contest({ phase: 'ended', canRegister: false, canStartVirtual: true, startsAt: new Date(Date.now() - 5 * hour).toISOString() })} />);
    expect(screen.getByRole('button', { name: 'Take part virtually' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('shows a running participant their time left, with their extra time', () => {
    const startedAt = new Date(Date.now() - hour).toISOString();
    const endsAt = new Date(Date.now() + hour + 15 * 60_000).toISOString();
    renderPage(<ContestHeader contest={contest({ phase: 'running', canRegister: false, startsAt: startedAt, participation: { kind: 'official', startedAt, endsAt, extraMinutes: 15, teamName: null } })} />);
    expect(screen.getByTestId('time-left').textContent).toMatch(/^1:1[45]:\d\d$/);
    expect(screen.getByText('includes 15 extra minutes')).toBeInTheDocument();
  });
});
