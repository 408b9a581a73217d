import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { paths } from '@/config/paths';
import LearnPage from '@/features/learn/learn-page';
import { findCourse } from '@/features/learn/courses';
import { saveCourseProgress } from '@/features/learn/course-progress';

function renderPage(path: string = paths.app.learn) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={paths.app.learnPattern} element={<LearnPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const card = (title: string) => screen.getByRole('article', { name: title });
const dialog = () => screen.getByRole('dialog');

describe('Learning Center catalogue (spec §2.6)', () => {
  it('shows the heading and subtitle', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Center' })).toBeInTheDocument();
    expect(screen.getByText('Master coding concepts through structured courses and hands-on practice')).toBeInTheDocument();
    expect(document.title).toBe('Learning Center · CodePath');
  });

  it('features course 1 with its tags, four learning points and actions', () => {
    renderPage();
    const featured = screen.getByRole('region', { name: 'Featured Course' });
    expect(within(featured).getByRole('heading', { name: 'Problem Solving Foundations' })).toBeInTheDocument();
    expect(within(featured).getByText('Perfect for beginners')).toBeInTheDocument();
    const tags = within(within(featured).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Problem Analysis', 'Pattern Recognition', 'Brute Force', 'Optimization']);
    expect(within(featured).getByText("What you'll learn")).toBeInTheDocument();
    for (const point of [
      'Understanding problem statements',
      'Dry-running and input analysis',
      'Pattern recognition (Two Pointers, Sliding Window)',
      'Breaking down complex problems',
    ]) {
      expect(within(featured).getByText(point)).toBeInTheDocument();
    }
    expect(within(featured).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(featured).getByRole('button', { name: 'Start Learning' })).toBeInTheDocument();
  });

  it('lists all three courses with level badges, languages and at most three shortened topics', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'All Courses' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const techniques = card('Mastering Techniques');
    expect(within(techniques).getByText('Intermediate')).toHaveClass('bg-yellow-100');
    const topics = within(within(techniques).getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(topics.map((topic) => topic.textContent)).toEqual(['Two Pointers...', 'Sliding Window...', 'Prefix Sum...', '+6 more']);
    expect(within(card('Programming 101')).getByText('Languages: Python, C, Java')).toBeInTheDocument();
    expect(within(card('Programming 101')).getByText('Beginner')).toHaveClass('bg-green-100');
    expect(within(techniques).getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(within(techniques).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('opens details on the Overview tab with key concepts and the takeaway', async () => {
    const user = renderPage();
    await user.click(within(card('Mastering Techniques')).getByRole('button', { name: 'Details' }));
    expect(within(dialog()).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog()).getByText('Key Concepts')).toBeInTheDocument();
    expect(within(dialog()).getByText('Takeaway Technique')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus into the details and closes them with Escape', async () => {
    const user = renderPage();
    const details = within(card('Programming 101')).getByRole('button', { name: 'Details' });
    await user.click(details);
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });

  it('numbers the topics, with icons and the language note for Programming 101', async () => {
    const user = renderPage();
    await user.click(within(card('Programming 101')).getByRole('button', { name: 'Details' }));
    await user.click(within(dialog()).getByRole('tab', { name: 'Topics' }));
    expect(within(dialog()).getByText('(in all 3 languages)')).toBeInTheDocument();
    const items = within(dialog()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1Your First Program');
    expect(items[0]?.querySelector('svg.lucide-terminal')).not.toBeNull();
  });

  it('links each practice problem to its solve page, with technique icons', async () => {
    const user = renderPage();
    await user.click(within(card('Mastering Techniques')).getByRole('button', { name: 'Details' }));
    await user.click(within(dialog()).getByRole('tab', { name: 'Practice' }));
    expect(within(dialog()).getByRole('link', { name: 'Solve Container With Most Water' })).toHaveAttribute(
      'href',
      '/app/problems/container-with-most-water/solve',
    );
    expect(within(dialog()).getByText('Climbing Stairs').parentElement).toHaveTextContent('EasyDP');
    const iconClasses = ['Two Pointers', 'Sliding Window', 'Prefix Sum + HashMap', 'Backtracking', 'DP'].map(
      (technique) => within(dialog()).getByText(technique).querySelector('svg')?.getAttribute('class'),
    );
    expect(new Set(iconClasses).size).toBe(5);
  });

  it('Start Learning in the modal closes it and opens the reader', async () => {
    const user = renderPage();
    await user.click(within(card('Programming 101')).getByRole('button', { name: 'Details' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Start Learning' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 12')).toBeInTheDocument();
    expect(document.title).toBe('Programming 101 · CodePath');
    await user.click(screen.getByRole('button', { name: 'Back to Courses' }));
    expect(screen.getByRole('heading', { name: 'All Courses' })).toBeInTheDocument();
    expect(document.title).toBe('Learning Center · CodePath');
  });

  it('shows saved progress on the card and Continue resumes at the last section', async () => {
    const course = findCourse(2);
    if (!course) throw new Error('course 2 missing');
    saveCourseProgress(course, { completedSectionIds: ['overview', 'two-pointers', 'sliding-window'], lastSectionIndex: 3 });
    const user = renderPage();
    expect(within(card('Mastering Techniques')).getByText('33% complete')).toBeInTheDocument();
    expect(within(card('Programming 101')).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    // A part-read course offers Continue in place of Start, not both.
    expect(within(card('Mastering Techniques')).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    await user.click(within(card('Mastering Techniques')).getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('4 of 9')).toBeInTheDocument();
    expect(screen.getByText('Progress: 33% complete')).toBeInTheDocument();
  });

  it('Start on a part-read course asks first; Start over begins it afresh and forgets the saved progress', async () => {
    const course = findCourse(2);
    if (!course) throw new Error('course 2 missing');
    saveCourseProgress(course, { completedSectionIds: ['overview', 'two-pointers', 'sliding-window'], lastSectionIndex: 3 });
    const user = renderPage();
    await user.click(within(card('Mastering Techniques')).getByRole('button', { name: 'Details' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Start Learning' }));
    expect(within(dialog()).getByRole('heading', { name: 'You have already begun Mastering Techniques' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('3 of 9 sections done (33% complete), last read: section 4 of 9.');
    expect(within(dialog()).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('1 of 9')).toBeInTheDocument();
    expect(screen.getByText('Progress: 0% complete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Courses' }));
    expect(within(card('Mastering Techniques')).queryByText('33% complete')).not.toBeInTheDocument();
    expect(within(card('Mastering Techniques')).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(within(card('Mastering Techniques')).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('opens a section from its address and keeps the address in step with the reader', async () => {
    const user = renderPage('/app/learn/2/sliding-window');
    expect(screen.getByText('3 of 9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('4 of 9')).toBeInTheDocument();
    expect(document.title).toBe('Mastering Techniques · CodePath');
  });

  it('opens a course at the section last read from the course address', () => {
    const course = findCourse(3);
    if (!course) throw new Error('course 3 missing');
    saveCourseProgress(course, { completedSectionIds: ['overview'], lastSectionIndex: 5 });
    renderPage('/app/learn/3');
    expect(screen.getByText('6 of 12')).toBeInTheDocument();
  });

  it('Start Learning in the details asks too; Continue resumes, Cancel stays on the catalogue', async () => {
    const course = findCourse(1);
    if (!course) throw new Error('course 1 missing');
    saveCourseProgress(course, { completedSectionIds: ['overview'], lastSectionIndex: 1 });
    const user = renderPage();
    await user.click(within(screen.getByRole('region', { name: 'Featured Course' })).getByRole('button', { name: 'View Details' }));
    expect(within(dialog()).getByText('11% complete')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Start Learning' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Courses' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Featured Course' })).getByRole('button', { name: 'View Details' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Start Learning' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('2 of 9')).toBeInTheDocument();
    expect(screen.getByText('Progress: 11% complete')).toBeInTheDocument();
  });

  it('Start on a course never begun opens it at once', async () => {
    const user = renderPage();
    await user.click(within(card('Programming 101')).getByRole('button', { name: 'Start' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 12')).toBeInTheDocument();
  });

  it('shows Course Not Found for an unknown course id', async () => {
    const user = renderPage('/app/learn/4');
    expect(screen.getByRole('heading', { name: 'Course Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The course you're looking for doesn't exist or hasn't been created yet.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Courses' }));
    expect(screen.getByRole('heading', { name: 'Learning Center' })).toBeInTheDocument();
  });
});
