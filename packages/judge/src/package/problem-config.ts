import { Difficulty, PROBLEM_CATEGORIES } from '@codepath/contract/enums';
import { z } from 'zod';
import { parseConstants, type Constants } from './constants.ts';

/** Categories a catalogue problem may name (problems/README.md); the web app's editor offers the same list. */
export const CATEGORIES = PROBLEM_CATEGORIES;

/** Plain Kattis packages may leave these out. The memory limit is then problemtools' system default (its config/problem.yaml). */
export const DEFAULT_TIME_LIMIT_SECONDS = 2;
export const DEFAULT_MEMORY_LIMIT_MIB = 1024;

/** `problem_format_version` values of the 2025-09 layout (2023-07-draft is its draft name). */
export const MODERN_FORMAT_VERSIONS = ['2025-09', '2023-07-draft'] as const;

/** 2025-09 `type` values the judge runs; a list combines them (`[pass-fail, interactive]` is interactive). */
const SUPPORTED_MODERN_TYPES: readonly string[] = ['pass-fail', 'scoring', 'interactive'];

/** Our own keys, the same in both layouts. */
const catalogueKeys = {
  difficulty: Difficulty.optional(),
  category: z.enum(CATEGORIES).optional(),
  tags: z.array(z.string()).default([]),
  source: z.string().optional(),
  license: z.string().optional(),
};
/**
 * How Kattis tools derive a time limit from the slowest accepted submission and how far
 * beyond it a time_limit_exceeded one must run (`src/time-limit.ts`): legacy
 * `time_multiplier`/`time_safety_margin`, rounded to whole seconds; 2025-09
 * `time_multipliers.ac_to_time_limit`/`time_limit_to_tle`, rounded up to `time_resolution`.
 */
export interface TimeLimitRule {
  acToTimeLimit: number;
  timeLimitToTle: number;
  /** 2025-09 only: the derived limit is a multiple of it. */
  resolutionSeconds?: number;
}
export const LEGACY_TIME_RULE = { acToTimeLimit: 5, timeLimitToTle: 2 } as const satisfies TimeLimitRule;
export const MODERN_TIME_RULE = { acToTimeLimit: 2, timeLimitToTle: 1.5, resolutionSeconds: 1 } as const satisfies TimeLimitRule;

const timeLimit = z.number().positive().max(60).default(DEFAULT_TIME_LIMIT_SECONDS);
const memoryLimit = z.number().int().min(16).max(4096).default(DEFAULT_MEMORY_LIMIT_MIB);

/** Keys either layout defines that the judge does not use: accepted without a warning. */
const IGNORED_LEGACY_KEYS = ['uuid', 'author', 'source_url', 'rights_owner', 'keywords', 'languages', 'problem_format_version'];
const IGNORED_LEGACY_LIMITS = ['output', 'code', 'compilation_time', 'compilation_memory', 'validation_time', 'validation_memory', 'validation_output'];
const IGNORED_MODERN_KEYS = ['version', 'credits', 'rights_owner', 'embargo_until', 'keywords', 'languages', 'allow_file_writing', 'constants'];
const IGNORED_MODERN_LIMITS = ['output', 'code', 'compilation_time', 'compilation_memory', 'validation_time', 'validation_memory', 'validation_output', 'validation_passes'];

const LegacyConfig = z.object({
  // Absent in many published legacy packages: the statement's \problemname gives it (`problem-name.ts`).
  name: z.string().min(1).optional(),
  ...catalogueKeys,
  limits: z.object({
    time: timeLimit,
    memory: memoryLimit,
    time_multiplier: z.number().positive().default(LEGACY_TIME_RULE.acToTimeLimit),
    time_safety_margin: z.number().positive().default(LEGACY_TIME_RULE.timeLimitToTle),
  }).prefault({}),
  // "score" marks a validator that writes score.txt; the legacy layout's scoring problems say `type: scoring`.
  validation: z.enum(['default', 'custom', 'custom interactive', 'custom score', 'custom interactive score'], {
    error: 'expected "default", "custom", "custom interactive", "custom score" or "custom interactive score"',
  }).default('default'),
  type: z.enum(['pass-fail', 'scoring']).default('pass-fail'),
  validator_flags: z.string().nullish().transform((flags) => flags ?? ''),
});

const ModernConfig = z.object({
  problem_format_version: z.enum(MODERN_FORMAT_VERSIONS),
  uuid: z.string().min(1).optional(),
  name: z
    .union([z.string().min(1), z.record(z.string(), z.string().min(1)).refine((names) => Object.keys(names).length > 0, 'expected at least one language')])
    .optional(),
  ...catalogueKeys,
  // 2025-09 allows a source as a name, as {name, url} or as a list of those; the first name is shown.
  source: z
    .union([z.string(), z.object({ name: z.string() }), z.array(z.union([z.string(), z.object({ name: z.string() })]))])
    .optional()
    .transform((source) => {
      const first = [source].flat()[0];
      return typeof first === 'object' ? first.name : first;
    }),
  type: z
    .union([z.string(), z.array(z.string())])
    .default('pass-fail')
    .refine((type) => [type].flat().every((part) => SUPPORTED_MODERN_TYPES.includes(part)), 'only "pass-fail", "scoring" and "interactive" problems are supported yet'),
  limits: z.object({
    time_limit: timeLimit,
    memory: memoryLimit,
    time_multipliers: z.object({
      ac_to_time_limit: z.number().min(1).default(MODERN_TIME_RULE.acToTimeLimit),
      time_limit_to_tle: z.number().min(1).default(MODERN_TIME_RULE.timeLimitToTle),
    }).prefault({}),
    time_resolution: z.number().positive().default(MODERN_TIME_RULE.resolutionSeconds),
  }).prefault({}),
});

/** What the rest of the judge reads, whichever layout the package uses. */
export interface ProblemConfig {
  layout: 'legacy' | '2025-09';
  /** Absent when problem.yaml has none: the reader takes the statement's title. */
  name?: string;
  difficulty?: Difficulty;
  category?: (typeof CATEGORIES)[number];
  tags: string[];
  timeLimitSeconds: number;
  /** Whether problem.yaml sets the time limit (else the default applies). */
  isTimeLimitSet: boolean;
  timeLimitRule: TimeLimitRule;
  memoryLimitMib: number;
  /** Legacy only: 2025-09 packages use a custom validator exactly when `output_validator/` exists. */
  validation?: 'default' | 'custom';
  /** Legacy `validation: custom interactive`, 2025-09 `type: interactive`: the validator talks to the submission. */
  isInteractive: boolean;
  /** Legacy `type: scoring` or `validation: custom score`, 2025-09 `type: scoring`: test groups earn points. */
  isScoring: boolean;
  /** Legacy `validator_flags`; 2025-09 packages give `output_validator_args` in data/test_group.yaml. */
  validatorFlags: string;
  source?: string;
  license?: string;
  /** 2025-09 `constants`, substituted in the package's programs (constants.ts); none in legacy packages. */
  constants: Constants;
  /** Keys nobody reads, for the import report: a misspelt key should not pass in silence. */
  warnings: string[];
}

export type ParseConfigResult = { ok: true; config: ProblemConfig } | { ok: false; field: string; message: string };

/** English first, then the first language listed. */
export function pickLanguage<T>(byLanguage: Record<string, T>): T | undefined {
  return byLanguage.en ?? Object.values(byLanguage)[0];
}

function unknownKeys(raw: Record<string, unknown>, known: readonly string[], prefix = ''): string[] {
  return Object.keys(raw)
    .filter((key) => !known.includes(key))
    .map((key) => `problem.yaml: unknown key "${prefix}${key}" ignored`);
}

function limitsWarnings(raw: Record<string, unknown>, known: readonly string[]): string[] {
  const limits = raw.limits;
  if (typeof limits !== 'object' || limits === null) return [];
  return unknownKeys(limits as Record<string, unknown>, known, 'limits.');
}

function isTimeLimitSet(raw: Record<string, unknown>, key: string): boolean {
  const limits = raw.limits;
  return typeof limits === 'object' && limits !== null && key in limits;
}

function failure(error: z.ZodError): ParseConfigResult {
  const issue = error.issues[0];
  return { ok: false, field: issue?.path.join('.') || '(root)', message: issue?.message ?? 'invalid' };
}

/** Reads problem.yaml in the layout its `problem_format_version` names (absent or "legacy" = legacy). */
export function parseProblemConfig(raw: unknown): ParseConfigResult {
  const object = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const version = object.problem_format_version;
  if (version === undefined || version === 'legacy') {
    const parsed = LegacyConfig.safeParse(object);
    if (!parsed.success) return failure(parsed.error);
    const config = parsed.data;
    return {
      ok: true,
      config: {
        layout: 'legacy',
        ...(config.name !== undefined ? { name: config.name } : {}),
        ...(config.difficulty ? { difficulty: config.difficulty } : {}),
        ...(config.category ? { category: config.category } : {}),
        tags: config.tags,
        timeLimitSeconds: config.limits.time,
        isTimeLimitSet: isTimeLimitSet(object, 'time'),
        timeLimitRule: { acToTimeLimit: config.limits.time_multiplier, timeLimitToTle: config.limits.time_safety_margin },
        memoryLimitMib: config.limits.memory,
        validation: config.validation === 'default' ? 'default' : 'custom',
        isInteractive: config.validation.includes('interactive'),
        isScoring: config.type === 'scoring' || config.validation.endsWith('score'),
        validatorFlags: config.validator_flags,
        constants: {},
        ...(config.source !== undefined ? { source: config.source } : {}),
        ...(config.license !== undefined ? { license: config.license } : {}),
        warnings: [
          ...unknownKeys(object, [...Object.keys(LegacyConfig.shape), ...IGNORED_LEGACY_KEYS]),
          ...limitsWarnings(object, ['time', 'memory', 'time_multiplier', 'time_safety_margin', ...IGNORED_LEGACY_LIMITS]),
        ],
      },
    };
  }
  const parsed = ModernConfig.safeParse(object);
  if (!parsed.success) {
    if (parsed.error.issues[0]?.path[0] === 'problem_format_version') {
      return { ok: false, field: 'problem_format_version', message: `expected "legacy", "2023-07-draft" or "2025-09", got ${JSON.stringify(version)}` };
    }
    return failure(parsed.error);
  }
  const config = parsed.data;
  const constants = parseConstants(object.constants);
  if (!constants.ok) return { ok: false, field: 'constants', message: constants.message };
  return {
    ok: true,
    config: {
      layout: '2025-09',
      ...(config.name !== undefined ? { name: typeof config.name === 'string' ? config.name : (pickLanguage(config.name) ?? '') } : {}),
      ...(config.difficulty ? { difficulty: config.difficulty } : {}),
      ...(config.category ? { category: config.category } : {}),
      tags: config.tags,
      timeLimitSeconds: config.limits.time_limit,
      isTimeLimitSet: isTimeLimitSet(object, 'time_limit'),
      timeLimitRule: {
        acToTimeLimit: config.limits.time_multipliers.ac_to_time_limit,
        timeLimitToTle: config.limits.time_multipliers.time_limit_to_tle,
        resolutionSeconds: config.limits.time_resolution,
      },
      memoryLimitMib: config.limits.memory,
      isInteractive: [config.type].flat().includes('interactive'),
      isScoring: [config.type].flat().includes('scoring'),
      validatorFlags: '',
      constants: constants.constants,
      ...(config.source !== undefined ? { source: config.source } : {}),
      ...(config.license !== undefined ? { license: config.license } : {}),
      warnings: [
        ...(config.uuid === undefined ? ['problem.yaml: "uuid" missing (2025-09 requires it; nothing here needs it)'] : []),
        ...unknownKeys(object, [...Object.keys(ModernConfig.shape), ...IGNORED_MODERN_KEYS]),
        ...limitsWarnings(object, ['time_limit', 'memory', 'time_multipliers', 'time_resolution', ...IGNORED_MODERN_LIMITS]),
      ],
    },
  };
}
