import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COURSE_SECTION_IDS } from '@codepath/contract/learning';
import { createQueryClient } from '@/app/query-client';
import { clearSession, signIn } from '@/lib/auth-store';
import { makeToken } from '@/testing/make-token';
import { mockApi, type MockRoute } from '@/testing/mock-api';
import { paths } from '@/config/paths';
import LearnPage from '@/features/learn/learn-page';
import { courses } from '@/features/learn/courses';
import { PROGRESS_STORAGE_KEY } from '@/features/learn/course-progress';

const ADA = { id: 'user-1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' };
const stamp = '2026-11-20T10:00:00.000Z';
const saved = (body: unknown, courseId: number) => ({ body: { courseId, ...(body as object), updatedAt: stamp } });

function renderSignedIn(routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[paths.app.learn]}>
        <Routes>
          <Route path={paths.app.learnPattern} element={<LearnPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...api, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const catalogueShown = () => screen.findByRole('heading', { name: 'All Courses' });

beforeEach(() => signIn(makeToken(), ADA));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('progress kept per account', () => {
  it('every course names the sections the server checks', () => {
    for (const course of courses) expect(course.sections.map((section) => section.id)).toEqual(COURSE_SECTION_IDS[course.id]);
  });

  it('shows the account’s progress: a finished course is Completed on its card and in its details', async () => {
    const { user } = renderSignedIn({
      'GET /api/learn/progress': () => ({
        body: { courses: [{ courseId: 1, completedSectionIds: [...COURSE_SECTION_IDS[1]], lastSectionIndex: 8, updatedAt: stamp }] },
      }),
    });
    await catalogueShown();
    const featured = screen.getByRole('region', { name: 'Featured Course' });
    expect(within(featured).getByText('Completed')).toBeInTheDocument();
    expect(within(featured).getByText('100% complete')).toBeInTheDocument();
    expect(within(card('Problem Solving Foundations')).getByText('Completed')).toBeInTheDocument();
    expect(within(card('Mastering Techniques')).queryByText('Completed')).not.toBeInTheDocument();
    await user.click(within(card('Problem Solving Foundations')).getByRole('button', { name: 'Details' }));
    expect(within(screen.getByRole('dialog')).getByText('Completed')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start Learning' }));
    const choice = screen.getByRole('dialog', { name: 'You have completed Problem Solving Foundations' });
    expect(choice).toHaveTextContent('9 of 9 sections done (100% complete)');
  });

  it('saves each step to the account, and Complete shows the completion message', async () => {
    const almostDone = COURSE_SECTION_IDS[3].slice(0, 11);
    const { user, calls } = renderSignedIn({
      'GET /api/learn/progress': () => ({
        body: { courses: [{ courseId: 3, completedSectionIds: almostDone, lastSectionIndex: 11, updatedAt: stamp }] },
      }),
      'PUT /api/learn/progress/3': ({ body }) => saved(body, 3),
    });
    await catalogueShown();
    await user.click(within(card('Programming 101')).getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('12 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Course completed: Programming 101')).toBeInTheDocument();
    expect(within(card('Programming 101')).getByText('Completed')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.key === 'PUT /api/learn/progress/3')).toHaveLength(1));
    expect(calls.at(-1)?.body).toEqual({ completedSectionIds: [...COURSE_SECTION_IDS[3]], lastSectionIndex: 11 });
  });

  it('sends progress read here while the account could not be reached, without sections the course no longer has', async () => {
    localStorage.setItem(
      `${PROGRESS_STORAGE_KEY}:${ADA.id}`,
      JSON.stringify({
        '2': { completedSectionIds: ['overview', 'retired-section', 'two-pointers'], lastSectionIndex: 2, updatedAt: 5, isPending: true },
      }),
    );
    const { calls } = renderSignedIn({
      'GET /api/learn/progress': () => ({ body: { courses: [] } }),
      'PUT /api/learn/progress/2': ({ body }) => saved(body, 2),
    });
    await catalogueShown();
    expect(within(card('Mastering Techniques')).getByText('22% complete')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PUT /api/learn/progress/2')?.body).toEqual({
        completedSectionIds: ['overview', 'two-pointers'],
        lastSectionIndex: 2,
      }),
    );
  });

  it('keeps working on this device when the account cannot be reached, and says so', async () => {
    localStorage.setItem(
      `${PROGRESS_STORAGE_KEY}:${ADA.id}`,
      JSON.stringify({ '1': { completedSectionIds: ['overview'], lastSectionIndex: 1, updatedAt: 5, isPending: false } }),
    );
    renderSignedIn({ 'GET /api/learn/progress': () => ({ status: 503, body: { error: 'Service unavailable' } }) });
    expect(await screen.findByText(/could not be loaded from your account/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(card('Problem Solving Foundations')).getByText('11% complete')).toBeInTheDocument();
  });

  it('never shows another learner’s progress kept in the same browser', async () => {
    localStorage.setItem(
      `${PROGRESS_STORAGE_KEY}:someone-else`,
      JSON.stringify({ '1': { completedSectionIds: ['overview'], lastSectionIndex: 1, updatedAt: 5, isPending: true } }),
    );
    renderSignedIn({ 'GET /api/learn/progress': () => ({ body: { courses: [] } }) });
    await catalogueShown();
    expect(within(card('Problem Solving Foundations')).queryByText(/% complete/)).not.toBeInTheDocument();
  });
});
