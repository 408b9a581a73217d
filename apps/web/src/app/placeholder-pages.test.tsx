import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import ProblemsPage from '@/features/problems/problems-page';
import SubmissionsPage from '@/features/submissions/submissions-page';
import ScoreboardPage from '@/features/scoreboard/scoreboard-page';

describe('pages a later issue fills in', () => {
  it.each([
    [ProblemsPage, 'Problems', 'Practice coding problems and improve your skills'],
    [SubmissionsPage, 'My Submissions', 'Track your coding submissions and progress'],
    [ScoreboardPage, 'Score Board', 'Track your performance and compete with other developers'],
  ])('shows the heading and subtitle of the spec (%#)', (Page, heading, subtitle) => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(subtitle)).toBeInTheDocument();
  });
});
