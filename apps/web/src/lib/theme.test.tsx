import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { applyTheme, readStoredTheme, toggleTheme } from '@/lib/theme';
import { ThemeToggle } from '@/components/ui/theme-toggle';

describe('the theme', () => {
  it('is dark by default', () => {
    expect(readStoredTheme()).toBe('dark');
    applyTheme(readStoredTheme());
    expect(document.documentElement).toHaveClass('dark');
  });

  it('is remembered under the theme key and drives the dark class on <html>', () => {
    toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(readStoredTheme()).toBe('light');
    toggleTheme();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('has a toggle that names the theme it switches to', () => {
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Switch to light theme' });
    act(() => toggle.click());
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
