import { useSyncExternalStore } from 'react';

/** Tailwind's lg breakpoint: the split layout from here, the phone layout below. */
const WIDE_QUERY = '(min-width: 1024px)';

function subscribe(notify: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches);
}
