import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LtiContinuePage from '@/features/lti/continue-page';
import { clearSession, getAuthState, signIn } from '@/lib/auth-store';
import { mockApi, type MockRoute } from '@/testing/mock-api';
import { makeToken } from '@/testing/make-token';
import { renderRoutes } from '@/testing/render-with-router';

const user = { id: 'u7', email: 'lin@school.example', firstname: 'Lin', lastname: 'Learner', picture: null, isOAuthUser: false, authMethod: 'email', canEditEmail: true };
const assignmentPath = '/app/classes/c1/assignments/a1';

function openContinue(hash: string, routes: Record<string, MockRoute>) {
  const api = mockApi({ 'POST /api/time/session/start': () => ({ body: { ok: true } }), ...routes });
  const landing = (path: string) => ({ path, element: <p>Landed on {path}</p> });
  const view = renderRoutes([{ path: '/app/lti/continue', element: <LtiContinuePage /> }, landing(assignmentPath), landing('/login')], `/app/lti/continue${hash}`);
  return { ...view, api };
}

beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

describe('the page a launch from an LMS lands on', () => {
  it('signs the learner in with the one-time code and opens the assignment', async () => {
    const { api } = openContinue('#code=launch-code-0123456789abcdef', {
      'POST /api/lti/session': () => ({ body: { kind: 'session', token: makeToken({ id: 'u7' }), user, redirectTo: assignmentPath } }),
    });

    expect(await screen.findByText(`Landed on ${assignmentPath}`)).toBeInTheDocument();
    expect(getAuthState()).toMatchObject({ status: 'signed-in', user: { id: 'u7' } });
    expect(api.calls.find((call) => call.key === 'POST /api/lti/session')?.body).toEqual({ code: 'launch-code-0123456789abcdef' });
  });

  it('asks the owner of the e-mail to sign in, and links the accounts once signed in', async () => {
    signIn(makeToken({ id: 'u1', email: 'grace@school.example' }), { id: 'u1', email: 'grace@school.example', firstname: 'Grace', lastname: 'Hopper' });
    const { api } = openContinue('#code=link-code-0123456789abcdef', {
      'POST /api/lti/session': () => ({ body: { kind: 'link-needed', email: 'grace@school.example', platformName: 'University Canvas' } }),
      'POST /api/lti/link': () => ({ body: { redirectTo: assignmentPath } }),
    });

    expect(await screen.findByRole('heading', { name: 'Link your accounts' })).toBeInTheDocument();
    expect(screen.getByText(/already has a CodePath account. Sign in to it to link your University Canvas account/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link to this account' }));

    expect(await screen.findByText(`Landed on ${assignmentPath}`)).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/lti/link')?.body).toEqual({ code: 'link-code-0123456789abcdef' });
  });

  it("tells a signed-in user whose e-mail is not the LMS's why the accounts were not linked", async () => {
    signIn(makeToken({ id: 'u2', email: 'ivy@school.example' }), { id: 'u2', email: 'ivy@school.example', firstname: 'Ivy', lastname: 'Other' });
    const refusal = 'Only the CodePath account grace@school.example can be linked to this University Canvas account. Sign in to that account, or sign out and open CodePath again from your course.';
    openContinue('#code=link-code-0123456789abcdef', {
      'POST /api/lti/session': () => ({ body: { kind: 'link-needed', email: 'grace@school.example', platformName: 'University Canvas' } }),
      'POST /api/lti/link': () => ({ status: 403, body: { error: refusal, code: 'FORBIDDEN' } }),
    });

    expect(await screen.findByText('Signed in as ivy@school.example.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link to this account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('explains an expired launch', async () => {
    openContinue('#code=old-code-0123456789abcdef', {
      'POST /api/lti/session': () => ({ status: 404, body: { error: 'This launch has expired. Open CodePath again from your course.', code: 'NOT_FOUND' } }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('This launch has expired. Open CodePath again from your course.');
  });
});
