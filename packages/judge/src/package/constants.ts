import { z } from 'zod';

/**
 * 2025-09 `constants` in problem.yaml: each name's `value` and its other variants, as
 * text. `{{name}}` (that is, `{{name.value}}`) and `{{name.variant}}` in the package's
 * example submissions, included files and validators stand for them (substituteConstants).
 */
export type Constants = Readonly<Record<string, Readonly<Record<string, string>>>>;

const NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const Scalar = z.union([z.string(), z.number()]);
const ConstantsField = z.record(z.string(), z.union([Scalar, z.object({ value: Scalar }).catchall(Scalar)]));

export type ParseConstantsResult = { ok: true; constants: Constants } | { ok: false; message: string };

/** problem.yaml's `constants` (absent: none); a scalar is a map with only `value`. */
export function parseConstants(raw: unknown): ParseConstantsResult {
  if (raw === undefined || raw === null) return { ok: true, constants: {} };
  const badName = typeof raw === 'object' ? Object.keys(raw).find((name) => !NAME.test(name)) : undefined;
  if (badName !== undefined) return { ok: false, message: `"${badName}": a name is a letter or "_", then letters, digits and "_"` };
  const parsed = ConstantsField.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `"${issue.path.join('.')}": ` : '';
    return { ok: false, message: `${where}${issue?.message ?? 'expected a map of names to values'} (a value is a number, a string, or a map with "value")` };
  }
  const constants: Record<string, Record<string, string>> = {};
  for (const [name, given] of Object.entries(parsed.data)) {
    const variants = typeof given === 'object' ? given : { value: given };
    constants[name] = Object.fromEntries(Object.entries(variants).map(([variant, value]) => [variant, String(value)]));
  }
  return { ok: true, constants };
}

function valueOf(constants: Constants, name: string, variant: string | undefined): string | undefined {
  const variants = Object.hasOwn(constants, name) ? constants[name] : undefined;
  const key = variant ?? 'value';
  return variants && Object.hasOwn(variants, key) ? variants[key] : undefined;
}

const SEQUENCE = /\{\{([a-zA-Z_][a-zA-Z0-9_]*)(?:\.([a-zA-Z_][a-zA-Z0-9_]*))?\}\}/g;

/**
 * A file's bytes with every `{{name}}` and `{{name.variant}}` of a defined constant
 * replaced (the value as UTF-8); sequences naming no constant or variant stay as they
 * are, as the format says. Other bytes are kept exactly, binary files included.
 */
export function substituteConstants(bytes: Buffer, constants: Constants): Buffer {
  if (Object.keys(constants).length === 0 || !bytes.includes('{{')) return bytes;
  // latin1 maps each byte to one character and back: only the sequences change.
  const text = bytes.toString('latin1');
  const replaced = text.replace(SEQUENCE, (sequence: string, name: string, variant: string | undefined) => {
    const value = valueOf(constants, name, variant);
    return value === undefined ? sequence : Buffer.from(value, 'utf8').toString('latin1');
  });
  return replaced === text ? bytes : Buffer.from(replaced, 'latin1');
}

const LATEX_COMMAND = /\\constant\{([a-zA-Z_][a-zA-Z0-9_]*)(?:\.([a-zA-Z_][a-zA-Z0-9_]*))?\}/g;

/** The same for text read as UTF-8; in a LaTeX statement `\constant{name}` and `\constant{name.variant}` too. */
export function substituteConstantsInText(text: string, constants: Constants, options: { isLatex?: boolean } = {}): string {
  if (Object.keys(constants).length === 0) return text;
  const substituted = substituteConstants(Buffer.from(text, 'utf8'), constants).toString('utf8');
  if (!options.isLatex) return substituted;
  return substituted.replace(LATEX_COMMAND, (command: string, name: string, variant: string | undefined) => valueOf(constants, name, variant) ?? command);
}
