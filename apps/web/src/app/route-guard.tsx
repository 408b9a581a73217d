import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth-store';
import { paths } from '@/config/paths';
import { LoadingText } from '@/components/ui/loading-text';

/** Everything under /app: wait for the session check, send visitors to /login without a history entry. */
export function RouteGuard() {
  const auth = useAuth();
  if (auth.status === 'checking') return <LoadingText />;
  if (auth.status === 'signed-out') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
