/** The default validator's options, from `validator_flags` in problem.yaml (Kattis names). */
export interface DefaultValidatorFlags {
  isCaseSensitive: boolean;
  isSpaceChangeSensitive: boolean;
  floatAbsoluteTolerance?: number;
  floatRelativeTolerance?: number;
}

export type ParseFlagsResult = { ok: true; flags: DefaultValidatorFlags } | { ok: false; error: string };

const NUMERIC_FLAGS = ['float_tolerance', 'float_absolute_tolerance', 'float_relative_tolerance'] as const;

export function parseValidatorFlags(text: string): ParseFlagsResult {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  const flags: DefaultValidatorFlags = { isCaseSensitive: false, isSpaceChangeSensitive: false };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (word === 'case_sensitive') flags.isCaseSensitive = true;
    else if (word === 'space_change_sensitive') flags.isSpaceChangeSensitive = true;
    else if ((NUMERIC_FLAGS as readonly string[]).includes(word)) {
      const value = Number(words[i + 1]);
      if (words[i + 1] === undefined || !Number.isFinite(value) || value < 0) {
        return { ok: false, error: `${word} needs a non-negative number` };
      }
      i += 1;
      if (word !== 'float_relative_tolerance') flags.floatAbsoluteTolerance = value;
      if (word !== 'float_absolute_tolerance') flags.floatRelativeTolerance = value;
    } else {
      return { ok: false, error: `unknown flag "${word}"` };
    }
  }
  return { ok: true, flags };
}
