import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { findCourse, type Course } from '@/features/learn/courses';
import { PROGRESS_STORAGE_KEY, saveCourseProgress } from '@/features/learn/course-progress';
import { CourseReader } from '@/features/learn/components/course-reader';
import type { StartPosition } from '@/features/learn/use-course-reader';

function course(id: number): Course {
  const found = findCourse(id);
  if (!found) throw new Error(`course ${id} missing`);
  return found;
}

function renderReader(id = 1, start: StartPosition = 'first') {
  const onBack = vi.fn();
  render(
    <MemoryRouter>
      <CourseReader course={course(id)} start={start} onBack={onBack} />
    </MemoryRouter>,
  );
  return { onBack, user: userEvent.setup() };
}

/** The first section render also loads the Markdown renderer chunk, which is slow on a busy machine. */
const contentWait = { timeout: 10_000 };

const sectionHeading = () => within(screen.getByRole('article')).getByRole('heading', { level: 2 });
const nextButton = () => screen.getByRole('button', { name: /^(Next|Complete)$/ });
const sidebar = () => screen.getByRole('navigation', { name: 'Course Sections' });

describe('course reader (spec §4 Reader)', () => {
  it('opens on the first section with nothing completed and Previous disabled', async () => {
    renderReader();
    expect(screen.getByText('1 of 9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Problem Solving Foundations' })).toBeInTheDocument();
    expect(screen.getByText('Progress: 0% complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(sectionHeading()).toHaveTextContent('Course Overview');
    expect(await screen.findByText(/repeatable way to go from a blank editor/, undefined, contentWait)).toBeInTheDocument();
  });

  it('Next completes the section, recomputes progress and moves on', async () => {
    const { user } = renderReader();
    await user.click(nextButton());
    expect(screen.getByText('2 of 9')).toBeInTheDocument();
    expect(screen.getByText('Progress: 11% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '11');
    expect(sectionHeading()).toHaveTextContent('Understanding Problem Statements');
    expect(within(sidebar()).getAllByLabelText('Done')).toHaveLength(1);
  });

  it('Previous moves back without changing completion', async () => {
    const { user } = renderReader();
    await user.click(nextButton());
    await user.click(nextButton());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('2 of 9')).toBeInTheDocument();
    expect(screen.getByText('Progress: 22% complete')).toBeInTheDocument();
  });

  it('a sidebar click jumps without marking anything', async () => {
    const { user } = renderReader();
    await user.click(within(sidebar()).getByRole('button', { name: /Test-Driven Thinking/ }));
    expect(screen.getByText('8 of 9')).toBeInTheDocument();
    expect(screen.getByText('Progress: 0% complete')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: /Test-Driven Thinking/ })).toHaveAttribute('aria-current', 'step');
  });

  it('keeps the sidebar to large screens, 80 units wide', () => {
    renderReader();
    expect(sidebar()).toHaveClass('hidden', 'lg:block', 'w-80');
  });

  it('shows current, done and upcoming dots', async () => {
    const { user } = renderReader();
    await user.click(nextButton());
    const dots = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('listitem');
    expect(dots.map((dot) => dot.dataset.state)).toEqual(['done', 'current', ...Array<string>(7).fill('upcoming')]);
  });

  it('animates the progress bar over 300 ms', () => {
    renderReader();
    const fill = screen.getByRole('progressbar', { name: 'Course progress' }).firstElementChild;
    expect(fill).toHaveClass('duration-300');
  });

  it('reads Complete on the last section, which completes it and returns to the catalogue', async () => {
    const { user, onBack } = renderReader();
    for (let step = 0; step < 8; step += 1) await user.click(nextButton());
    expect(screen.getByText('9 of 9')).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent('Complete');
    await user.click(nextButton());
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByText('Progress: 100% complete')).toBeInTheDocument();
  });

  it('Back to Courses returns to the catalogue', async () => {
    const { user, onBack } = renderReader();
    await user.click(screen.getByRole('button', { name: 'Back to Courses' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('renders code blocks highlighted, with a language label and the expected output', async () => {
    const { user } = renderReader(3);
    await user.click(within(sidebar()).getByRole('button', { name: /Your First Program/ }));
    const labels = await screen.findAllByText('Java', { selector: 'figcaption' }, contentWait);
    expect(labels.length).toBeGreaterThan(0);
    expect(screen.getAllByText('Output', { selector: 'figcaption' }).length).toBeGreaterThan(0);
    expect(document.querySelector('code.language-python .hljs-built_in, code.language-java .hljs-keyword')).not.toBeNull();
  });

  it('ends a section with exercises with links to the catalogue problems that practise them', async () => {
    const { user } = renderReader(2);
    await user.click(within(sidebar()).getByRole('button', { name: /Sliding Window/ }));
    const practice = await screen.findByRole('region', { name: 'Practise it in the catalogue' }, contentWait);
    expect(within(practice).getByRole('link', { name: 'Solve Minimum Size Subarray Sum' })).toHaveAttribute(
      'href',
      '/app/problems/minimum-size-subarray-sum/solve',
    );
  });
});

describe('saved reading progress (beyond the spec)', () => {
  it('saves completed sections and the last position per course', async () => {
    const { user } = renderReader(2);
    await user.click(nextButton());
    await user.click(nextButton());
    const saved = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(saved['2']).toMatchObject({ completedSectionIds: ['overview', 'two-pointers'], lastSectionIndex: 2 });
  });

  it('resumes at the last section read, with its completed sections', () => {
    saveCourseProgress(course(3), { completedSectionIds: ['overview', 'first-program'], lastSectionIndex: 4 });
    renderReader(3, 'last-read');
    expect(screen.getByText('5 of 12')).toBeInTheDocument();
    expect(screen.getByText('Progress: 17% complete')).toBeInTheDocument();
  });

  it('starting at the first section opens with every section not completed, whatever was saved', () => {
    saveCourseProgress(course(3), { completedSectionIds: ['overview', 'first-program'], lastSectionIndex: 4 });
    renderReader(3, 'first');
    expect(screen.getByText('1 of 12')).toBeInTheDocument();
    expect(screen.getByText('Progress: 0% complete')).toBeInTheDocument();
  });

  it('ignores unreadable saved progress', () => {
    localStorage.setItem(PROGRESS_STORAGE_KEY, '{not json');
    renderReader(1, 'last-read');
    expect(screen.getByText('1 of 9')).toBeInTheDocument();
    expect(screen.getByText('Progress: 0% complete')).toBeInTheDocument();
  });
});
