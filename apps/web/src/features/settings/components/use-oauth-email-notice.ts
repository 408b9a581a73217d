import { useEffect, useState } from 'react';
import { OAUTH_EMAIL_NOTICE_MS } from '@codepath/contract/constants';

/** The orange 'Email Cannot Be Changed' notice: shown on an attempt, gone after 10 s. */
export function useOAuthEmailNotice() {
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), OAUTH_EMAIL_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);

  return { isNoticeShown: shownAt !== null, showNotice: () => setShownAt(Date.now()), hideNotice: () => setShownAt(null) };
}
