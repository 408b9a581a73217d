import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { clearSession, signIn } from '@/lib/auth-store';
import { renderRoutes } from '@/testing/render-with-router';
import { makeToken } from '@/testing/make-token';

const renderPublic = () => renderRoutes([{ path: '/', element: <PublicLayout />, children: [{ index: true, element: <p>Home</p> }] }], '/');

afterEach(() => clearSession());

describe('the public header and footer', () => {
  it('offers Sign In to a visitor and shows the product name and copyright line', () => {
    clearSession();
    renderPublic();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('CodePath© 2025 CodePath. All rights reserved.');
  });

  it('takes a signed-in user back to the dashboard instead', () => {
    signIn(makeToken(), { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' });
    renderPublic();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
