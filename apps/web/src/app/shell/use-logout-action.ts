import { useState } from 'react';
import { logout } from '@/lib/logout';
import { paths } from '@/config/paths';

export function useLogoutAction() {
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function logoutAndLeave() {
    if (isLoggingOut) return;
    setIsLoggingOut(true);
    await logout(paths.home);
  }

  return { isLoggingOut, logoutAndLeave };
}
