import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth-store';
import { paths } from '@/config/paths';
import { LoadingText } from '@/components/ui/loading-text';

/**
 * Everything under /app: wait for the session check, send visitors to /login without
 * a history entry. A user who logs out here goes where the logout chose instead; a
 * later visit to /app while signed out goes to /login again.
 */
export function RouteGuard() {
  const auth = useAuth();
  const [wasSignedInOnArrival] = useState(auth.status === 'signed-in');
  if (auth.status === 'checking') return <LoadingText />;
  if (auth.status === 'signed-out') {
    const destination = wasSignedInOnArrival && auth.leavingTo ? auth.leavingTo : paths.login;
    return <Navigate to={destination} replace />;
  }
  return <Outlet />;
}
