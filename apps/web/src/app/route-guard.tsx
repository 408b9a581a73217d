import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth-store';
import { LoadingText } from '@/components/ui/loading-text';
import { loginPathFor } from '@/lib/sign-in-return';

/**
 * Everything under /app: wait for the session check, send visitors to /login without
 * a history entry, remembering the page asked for (`/login?next=…`) so signing in
 * returns there. A user who logs out here goes where the logout chose instead; a
 * later visit to /app while signed out goes to /login again.
 */
export function RouteGuard() {
  const auth = useAuth();
  const location = useLocation();
  const [wasSignedInOnArrival] = useState(auth.status === 'signed-in');
  if (auth.status === 'checking') return <LoadingText />;
  if (auth.status === 'signed-out') {
    const destination = wasSignedInOnArrival && auth.leavingTo ? auth.leavingTo : loginPathFor(location);
    return <Navigate to={destination} replace />;
  }
  return <Outlet />;
}
