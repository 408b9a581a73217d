import { describe, expect, it } from 'vitest';
import { Language, LANGUAGE_LABELS } from './enums.ts';
import { languageList, languageOfFence, languageOfFileName, LANGUAGE_RECORD } from './languages.ts';

describe('the one record of languages', () => {
  it('gives the enum, the labels and the selector order, the four first as before', () => {
    expect(Language.options).toEqual(['python', 'c', 'cpp', 'java', 'javascript', 'typescript', 'go', 'rust', 'kotlin', 'csharp']);
    expect(LANGUAGE_LABELS).toMatchObject({ cpp: 'C++', csharp: 'C#', typescript: 'TypeScript', kotlin: 'Kotlin' });
    expect(languageList('or')).toBe('Python, C, C++, Java, JavaScript, TypeScript, Go, Rust, Kotlin or C#');
  });

  it('finds a language by the file extensions the Kattis format names, and by Markdown fence names', () => {
    const names = ['a.py', 'b.CC', 'Main.java', 'sol.js', 'sol.ts', 'main.go', 'main.rs', 'Program.cs', 'x.kt', 'y.scala', 'README'];
    expect(names.map(languageOfFileName)).toEqual(['python', 'cpp', 'java', 'javascript', 'typescript', 'go', 'rust', 'csharp', 'kotlin', undefined, undefined]);
    expect(languageOfFence('kt')).toBe('kotlin');
    expect(languageOfFence('rs')).toBe('rust');
    expect(languageOfFence('C#')).toBeUndefined();
    expect(new Set(Language.options.map((id) => LANGUAGE_RECORD[id].templateFile)).size).toBe(Language.options.length);
  });
});
