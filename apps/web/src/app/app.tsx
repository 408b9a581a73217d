import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const appRouter = createAppRouter();
    setUnauthorizedHandler(() => {
      queryClient.clear();
      void appRouter.navigate(paths.login, { replace: true });
    });
    return appRouter;
  });

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
