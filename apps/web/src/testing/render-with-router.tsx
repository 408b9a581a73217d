import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '@/app/query-client';
import { RouteGuard } from '@/app/route-guard';

/** Renders routes in a memory router with a fresh query cache; returns the router to inspect navigation. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * One component on a page, with a place to land for every path it may navigate to.
 * `isGuarded` puts it behind the /app route guard, as signed-in pages are.
 */
export function renderPage(element: ReactElement, path = '/page', { isGuarded = false } = {}) {
  const landing = (name: string) => ({ path: name, element: <p>Landed on {name}</p> });
  const page = isGuarded ? { element: <RouteGuard />, children: [{ path, element }] } : { path, element };
  return renderRoutes([page, landing('/'), landing('/login'), landing('/app')], path);
}
