import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { loginPathFor } from '@/lib/sign-in-return';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const appRouter = createAppRouter();
    setUnauthorizedHandler(() => {
      queryClient.clear();
      // Signing in again returns to the page the expired session was on.
      void appRouter.navigate(loginPathFor(appRouter.state.location), { replace: true });
    });
    return appRouter;
  });

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
