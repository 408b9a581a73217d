import path from 'node:path';
import { z } from 'zod';
import { repositoryRoot } from './paths.ts';

/**
 * Every environment variable the server reads, with its default and meaning.
 * Relative paths are resolved against the repository root.
 */
export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '3000', description: 'HTTP port to listen on (0 picks a free port).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  { name: 'DATA_DIR', default: './data', description: 'Folder for the embedded database (PGlite) and the generated JWT secret.' },
  { name: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used.' },
  { name: 'JWT_SECRET', default: '(generated)', description: 'Secret for signing login tokens (at least 32 characters). When unset, one is generated once and kept in DATA_DIR/jwt-secret. Set it when several servers share a database.' },
  { name: 'PROBLEMS_DIR', default: './problems', description: 'Folder of problem packages imported into the database.' },
  { name: 'WEB_DIST_DIR', default: './apps/web/dist', description: 'The built web app served at /.' },
  { name: 'AUTH_RATE_LIMIT', default: '10', description: 'Login and register attempts allowed per IP address per minute.' },
  { name: 'TRUST_PROXY', default: 'false', description: 'Set to true behind a reverse proxy so client IPs come from X-Forwarded-For.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
] as const;

const resolvePath = (value: string) => path.resolve(repositoryRoot, value);
const booleanText = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data').transform(resolvePath),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  PROBLEMS_DIR: z.string().min(1).default('./problems').transform(resolvePath),
  WEB_DIST_DIR: z.string().min(1).default('./apps/web/dist').transform(resolvePath),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Names of the variables the schema reads, to keep CONFIG_VARIABLES complete. */
export const READ_VARIABLE_NAMES = Object.keys(EnvSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  problemsDir: string;
  webDistDir: string;
  authRateLimit: number;
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; throws a ConfigError naming every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    problemsDir: e.PROBLEMS_DIR,
    webDistDir: e.WEB_DIST_DIR,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
  };
}
