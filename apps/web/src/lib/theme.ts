import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@codepath/contract/constants';

export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();

/** Dark unless the visitor chose light before. */
export function readStoredTheme(): Theme {
  return localStorage.getItem(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
  listeners.forEach((notify) => notify());
}

export function toggleTheme(): void {
  setTheme(readStoredTheme() === 'dark' ? 'light' : 'dark');
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readStoredTheme);
}
