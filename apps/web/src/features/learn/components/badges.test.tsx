import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DifficultyBadge, LevelBadge, techniqueIcon } from '@/features/learn/components/badges';

describe('badge colours (spec §2.6)', () => {
  it.each([
    ['Beginner', 'bg-green-100'],
    ['Intermediate', 'bg-yellow-100'],
    ['Advanced', 'bg-red-100'],
    ['Expert', 'bg-slate-100'],
  ])('level %s is %s', (level, colour) => {
    render(<LevelBadge level={level} />);
    expect(screen.getByText(level)).toHaveClass(colour);
  });

  it.each([
    ['Easy', 'bg-green-100'],
    ['Medium', 'bg-yellow-100'],
    ['Hard', 'bg-red-100'],
    ['Unknown', 'bg-slate-100'],
  ])('difficulty %s is %s', (difficulty, colour) => {
    render(<DifficultyBadge difficulty={difficulty} />);
    expect(screen.getByText(difficulty)).toHaveClass(colour);
  });

  it('gives each named technique its own icon and others the default', () => {
    const named = ['two pointers', 'sliding window', 'prefix sum + hashmap', 'backtracking', 'dp'].map(techniqueIcon);
    expect(new Set(named).size).toBe(5);
    expect(techniqueIcon('Greedy')).toBe(techniqueIcon('Stack'));
    expect(named).not.toContain(techniqueIcon('Greedy'));
    expect(techniqueIcon('DP')).toBe(techniqueIcon('dp'));
  });
});
