import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/lib/logout';
import { paths } from '@/config/paths';

export function useLogoutAction() {
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function logoutAndLeave() {
    if (isLoggingOut) return;
    setIsLoggingOut(true);
    await logout(() => navigate(paths.home, { replace: true }));
  }

  return { isLoggingOut, logoutAndLeave };
}
