import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import DashboardPage from '@/features/dashboard/dashboard-page';
import { signIn } from '@/lib/auth-store';
import { makeToken } from '@/testing/make-token';

describe('the dashboard before its data arrives', () => {
  it('greets the user by first and last name', () => {
    signIn(makeToken(), { id: 'u1', email: 'grace@example.com', firstname: 'Grace', lastname: 'Hopper' });
    render(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Grace Hopper!');
  });
});
