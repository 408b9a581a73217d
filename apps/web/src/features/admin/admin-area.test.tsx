import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminProblemDetail } from '@codepath/contract/admin-problems';
import { signIn } from '@/lib/auth-store';
import { makeToken } from '@/testing/make-token';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-with-router';
import { AdminLayout } from './components/admin-layout';
import ProblemPage from './problem-page';

beforeEach(() => signIn(makeToken(), { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' }));
afterEach(() => vi.unstubAllGlobals());

const renderAdmin = (path: string, page: React.ReactElement) =>
  renderRoutes([{ path: '/app/admin', element: <AdminLayout />, children: [{ path: '*', element: page }] }], path);

const verifying: AdminProblemDetail = {
  problem: { slug: 'hello', title: 'Hello World', difficulty: 'Medium', category: 'General', visibility: 'draft', managedBy: 'upload', publishedVersion: null, latestVersion: 1, latestVerify: 'running', updatedAt: '2025-01-01T00:00:00.000Z' },
  versions: [
    {
      version: 1,
      contentHash: 'a'.repeat(64),
      origin: 'upload',
      createdAt: '2025-01-01T00:00:00.000Z',
      createdBy: 'ada@example.com',
      note: 'uploaded hello.zip',
      isPublished: false,
      title: 'Hello World',
      canDownload: true,
      verify: {
        state: 'running',
        jobId: 'j1',
        startedAt: '2025-01-01T00:00:00.000Z',
        finishedAt: null,
        rows: [{ submission: 'submissions/accepted/hello.py', expected: 'Accepted', got: 'Accepted', slowestMs: 12, isMatch: true, note: '' }],
        total: 2,
        packageError: null,
        findings: [],
        warnings: [],
        error: null,
      },
    },
  ],
  metadata: { difficulty: 'Medium', category: null, tags: [], hints: [], editorial: '', templates: {} },
};

describe('the admin area', () => {
  it("shows an author only the areas an author's role opens", async () => {
    mockApi({ 'GET /api/access': () => ({ body: { roles: ['learner', 'author'] } }), 'GET /api/admin/problems/hello': () => ({ body: verifying }) });
    renderAdmin('/app/admin/problems/hello', <p>page</p>);
    const tabs = await screen.findByRole('navigation', { name: 'Admin areas' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Problems', 'Rejudges']);
  });

  it('tells a learner who opens it that it is for staff', async () => {
    mockApi({ 'GET /api/access': () => ({ body: { roles: ['learner'] } }) });
    renderAdmin('/app/admin/judge', <p>page</p>);
    expect(await screen.findByText('The admin area is for authors and administrators.')).toBeInTheDocument();
    expect(screen.queryByText('page')).toBeNull();
  });

  it("follows a verification as it runs, and offers no publishing before it passes", async () => {
    mockApi({ 'GET /api/access': () => ({ body: { roles: ['learner', 'admin'] } }), 'GET /api/admin/problems/hello': () => ({ body: verifying }) });
    renderRoutes([{ path: '/app/admin/problems/:slug', element: <ProblemPage /> }], '/app/admin/problems/hello');
    const report = await screen.findByTestId('verify-report');
    expect(within(report).getByText('1 of 2 judged')).toBeInTheDocument();
    expect(within(report).getByRole('progressbar', { name: 'Verification progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: /Publish/ })).toBeDisabled();
    expect(screen.getByText('learners see nothing of it yet')).toBeInTheDocument();
  });
});
