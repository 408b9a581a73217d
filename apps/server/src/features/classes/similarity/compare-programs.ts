import { File, FingerprintIndex, TokenizedFile } from '@dodona/dolos-core';
import type { Language } from '@codepath/contract/enums';
import { tokenizeProgram } from './tokenize.ts';

/** Dolos's defaults: fingerprints of 23 tokens, one kept per window of 17. */
const KGRAM_LENGTH = 23;
const KGRAMS_IN_WINDOW = 17;

export interface Program {
  /** Ours: the submission id. */
  key: string;
  language: Language;
  code: string;
}

type Span = [number, number, number, number];

export interface ComparedPair {
  leftKey: string;
  rightKey: string;
  language: Language;
  similarity: number;
  longest: number;
  fragments: { left: Span; right: Span }[];
}

const spanOf = (region: { startRow: number; startCol: number; endRow: number; endCol: number }): Span => [region.startRow, region.startCol, region.endRow, region.endCol];

/**
 * Every pair of programs in the same language, ranked by similarity (highest first),
 * with the fragments they share. What the template of that language already holds
 * is ignored, so starter code given to everyone makes nobody alike. Pairs with
 * nothing in common are left out.
 */
export async function comparePrograms(programs: readonly Program[], templates: Partial<Record<Language, string>>): Promise<ComparedPair[]> {
  const byLanguage = new Map<Language, Program[]>();
  for (const program of programs) byLanguage.set(program.language, [...(byLanguage.get(program.language) ?? []), program]);
  const pairs: ComparedPair[] = [];
  for (const [language, group] of byLanguage) {
    if (group.length < 2) continue;
    const index = new FingerprintIndex(KGRAM_LENGTH, KGRAMS_IN_WINDOW);
    const keyOf = new Map<TokenizedFile, string>();
    const files: TokenizedFile[] = [];
    for (const program of group) {
      const tokens = await tokenizeProgram(language, program.code);
      const file = new TokenizedFile(new File(program.key, program.code), tokens.tokens, tokens.mapping);
      keyOf.set(file, program.key);
      files.push(file);
    }
    index.addFiles(files);
    // After the programs, as Dolos does: the template's fingerprints are then taken out of every pair.
    const template = templates[language];
    if (template) {
      const tokens = await tokenizeProgram(language, template);
      index.addIgnoredFile(new TokenizedFile(new File('template', template), tokens.tokens, tokens.mapping));
    }
    for (let i = 0; i < files.length; i += 1) {
      // The comparison runs in a judging process's event loop: let its lease renewals and events through between rows.
      await new Promise((resolve) => setImmediate(resolve));
      for (let j = i + 1; j < files.length; j += 1) {
        const left = files[i]!;
        const right = files[j]!;
        const pair = index.getPair(left, right);
        if (pair.similarity <= 0) continue;
        pairs.push({
          leftKey: keyOf.get(left)!,
          rightKey: keyOf.get(right)!,
          language,
          similarity: pair.similarity,
          longest: pair.longest,
          fragments: pair.buildFragments().map((fragment) => ({ left: spanOf(fragment.leftSelection), right: spanOf(fragment.rightSelection) })),
        });
      }
    }
  }
  return pairs.sort((a, b) => b.similarity - a.similarity || b.longest - a.longest);
}
