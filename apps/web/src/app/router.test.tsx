import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '@/app/router';
import { clearSession, signIn } from '@/lib/auth-store';
import { renderRoutes } from '@/testing/render-with-router';
import { makeToken } from '@/testing/make-token';

afterEach(() => clearSession());

describe('the routes', () => {
  it('load each lazy page at its path', async () => {
    signIn(makeToken(), { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' });
    const { router } = renderRoutes(routes, '/features');
    expect(await screen.findByRole('heading', { name: 'Built for learning by doing' })).toBeInTheDocument();
    await router.navigate('/about');
    expect(await screen.findByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    await router.navigate('/app/scoreboard');
    expect(await screen.findByRole('heading', { name: 'Score Board' })).toBeInTheDocument();
    await router.navigate('/app/learn');
    expect(await screen.findByRole('heading', { name: 'Learning Center' })).toBeInTheDocument();
    await router.navigate('/app');
    expect(await screen.findByRole('heading', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('answers an unknown address with a not-found page', async () => {
    renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
