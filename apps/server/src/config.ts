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
  { name: 'SERVER_ROLE', default: 'all', description: 'all: API and judging in one process. api: HTTP only (no sandbox or compilers needed). worker: judging only, with health and metrics on WORKER_PORT (`npm run worker` sets it). api and worker need REDIS_URL, DATABASE_URL and JWT_SECRET.' },
  { name: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used.' },
  { name: 'REDIS_URL', default: '(unset)', description: 'Redis connection string (redis://HOST:PORT). When set, the queue (BullMQ), live events and every limit go through Redis, so several API servers and workers can share the work.' },
  { name: 'REDIS_PREFIX', default: 'codepath', description: 'Start of every Redis key, channel and BullMQ queue name, so several installations can share one Redis.' },
  { name: 'JUDGE_LEASE_SECONDS', default: '30', description: 'How long a judging claim holds without renewal; a submission whose worker stopped renewing is judged again after it.' },
  { name: 'WORKER_PORT', default: '3001', description: 'HTTP port of a worker\'s /api/health and /metrics (0 picks a free port).' },
  { name: 'METRICS_TOKEN', default: '(unset)', description: 'When set, GET /metrics needs the header Authorization: Bearer METRICS_TOKEN (401 otherwise). When unset /metrics is open: keep the servers on an internal network, or set it.' },
  { name: 'JWT_SECRET', default: '(generated)', description: 'Secret for signing login tokens (at least 32 characters). When unset, one is generated once and kept in DATA_DIR/jwt-secret. Set it when several servers share a database.' },
  { name: 'PROBLEMS_DIR', default: './problems', description: 'Folder of problem packages imported into the database.' },
  { name: 'JUDGE_CONCURRENCY', default: '(CPU count)', description: 'Runs and submissions judged at once by this server; a submission\'s tests also run on the slots idle at the moment.' },
  { name: 'JUDGE_ALLOW_UNSANDBOXED', default: 'false', description: 'Set to true to run code without bubblewrap or enforced limits (development only; answers report executionMethod native).' },
  { name: 'RUN_RATE_LIMIT', default: '30', description: 'Code runs allowed per user per minute.' },
  { name: 'SUBMIT_RATE_LIMIT', default: '10', description: 'Submissions allowed per user per minute.' },
  { name: 'MAX_PENDING_JOBS', default: '3', description: 'Runs, and separately submissions, one user may have waiting or running at once.' },
  { name: 'WEB_DIST_DIR', default: './apps/web/dist', description: 'The built web app served at /.' },
  { name: 'AUTH_RATE_LIMIT', default: '10', description: 'Attempts allowed per IP address per minute on each of login, register and change-password.' },
  { name: 'TRUST_PROXY', default: 'false', description: 'Set to true behind a reverse proxy so client IPs come from X-Forwarded-For.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  { name: 'GOOGLE_CLIENT_ID', default: '(unset)', description: 'OAuth client id of a Google Cloud "Web application" client; enables "Continue with Google".' },
  { name: 'GOOGLE_JWKS_URL', default: 'https://www.googleapis.com/oauth2/v3/certs', description: "Google's published signing keys, used to verify ID tokens." },
  { name: 'GITHUB_CLIENT_ID', default: '(unset)', description: 'Client id of a GitHub OAuth app; enables "Continue with GitHub" (needs GITHUB_CLIENT_SECRET).' },
  { name: 'GITHUB_CLIENT_SECRET', default: '(unset)', description: 'Client secret of the GitHub OAuth app.' },
  { name: 'GITHUB_BASE_URL', default: 'https://github.com', description: 'Where GitHub authorizes and exchanges codes (GitHub Enterprise: your server).' },
  { name: 'GITHUB_API_URL', default: 'https://api.github.com', description: "GitHub's REST API (GitHub Enterprise: https://HOST/api/v3)." },
  { name: 'AI_BASE_URL', default: 'https://api.openai.com/v1', description: 'Any OpenAI-compatible chat-completions endpoint. AI hints are on when AI_API_KEY or AI_BASE_URL is set.' },
  { name: 'AI_API_KEY', default: '(unset)', description: 'API key of the AI endpoint (a local endpoint without keys may leave it unset).' },
  { name: 'AI_MODEL', default: 'gpt-3.5-turbo', description: 'Model that writes AI hints.' },
  { name: 'AI_TIMEOUT_MS', default: '15000', description: 'How long to wait for an AI hint before answering with a written hint.' },
  { name: 'HINT_RATE_LIMIT', default: '30', description: 'Hints one learner may request per hour.' },
  { name: 'ADMIN_EMAILS', default: '(unset)', description: 'Comma-separated e-mails whose accounts are administrators whatever their stored roles (the first admin without the command line). Give only e-mails you control.' },
  { name: 'PUBLIC_URL', default: '(unset)', description: 'The address learners reach this server at (https://codepath.example.edu). LTI 1.3 gives it to LMSs in the tool\'s URLs; when unset they are built from each request\'s Host.' },
  { name: 'UPLOAD_LIMIT_MB', default: '64', description: 'Largest problem package archive an author may upload, in MiB; the unpacked files may take at most 4 times as much.' },
] as const;

const resolvePath = (value: string) => path.resolve(repositoryRoot, value);
const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
const booleanText = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data').transform(resolvePath),
  SERVER_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, dot, dash or underscore (1 to 64)').default('codepath'),
  JUDGE_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  PROBLEMS_DIR: z.string().min(1).default('./problems').transform(resolvePath),
  JUDGE_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  JUDGE_ALLOW_UNSANDBOXED: booleanText.default(false),
  RUN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  SUBMIT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  MAX_PENDING_JOBS: z.coerce.number().int().min(1).default(3),
  WEB_DIST_DIR: z.string().min(1).default('./apps/web/dist').transform(resolvePath),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_BASE_URL: httpUrl.default('https://github.com'),
  GITHUB_API_URL: httpUrl.default('https://api.github.com'),
  AI_BASE_URL: httpUrl.optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-3.5-turbo'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  HINT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  ADMIN_EMAILS: z
    .string()
    .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email({ message: 'must be e-mail addresses separated by commas' })))
    .default([]),
  PUBLIC_URL: httpUrl.optional(),
  UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(1024).default(64),
});

/** Names of the variables the schema reads, to keep CONFIG_VARIABLES complete. */
export const READ_VARIABLE_NAMES = Object.keys(EnvSchema.shape);

export type ServerRole = 'all' | 'api' | 'worker';

export interface Config {
  /** all: API and judging in one process; api: HTTP only; worker: judging only. */
  role: ServerRole;
  /** Set: queue, live events and limits go through Redis (scale-out mode). */
  redisUrl: string | undefined;
  /** Start of every Redis key, channel and queue name. */
  redisPrefix: string;
  /** How long a judging claim holds without renewal. */
  judgeLeaseMs: number;
  workerPort: number;
  /** Set: /metrics needs it as a bearer token. */
  metricsToken: string | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  problemsDir: string;
  /** Undefined: the CPU count. */
  judgeConcurrency: number | undefined;
  judgeAllowUnsandboxed: boolean;
  runRateLimit: number;
  submitRateLimit: number;
  maxPendingJobs: number;
  webDistDir: string;
  authRateLimit: number;
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Null when GOOGLE_CLIENT_ID is unset: Google sign-in is off. */
  google: { clientId: string; jwksUrl: string } | null;
  /** Null when GITHUB_CLIENT_ID is unset: GitHub sign-in is off. */
  github: { clientId: string; clientSecret: string; baseUrl: string; apiUrl: string } | null;
  /** Null when neither AI_BASE_URL nor AI_API_KEY is set: hints come from the problems' hints.md. */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  hintRateLimit: number;
  /** Lower-cased e-mails whose accounts are administrators (ADMIN_EMAILS). */
  adminEmails: readonly string[];
  /** Largest package archive an upload may send, in bytes. */
  uploadLimitBytes: number;
  /** Where learners reach this server (no trailing slash); unset: taken from each request. */
  publicUrl: string | undefined;
}

/** OpenAI's client insists on a key; endpoints that need none (a local server) get this placeholder. */
const KEYLESS_API_KEY = 'not-needed';

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
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (present.GITHUB_CLIENT_ID && !present.GITHUB_CLIENT_SECRET) problems.push('GITHUB_CLIENT_SECRET: is required when GITHUB_CLIENT_ID is set');
  const role = parsed.success ? parsed.data.SERVER_ROLE : undefined;
  if (role === 'api' || role === 'worker') {
    for (const name of ['REDIS_URL', 'DATABASE_URL', 'JWT_SECRET'] as const) {
      if (!present[name]) problems.push(`${name}: is required when SERVER_ROLE=${role} (API servers and workers share PostgreSQL, Redis and the token secret)`);
    }
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    role: e.SERVER_ROLE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    judgeLeaseMs: e.JUDGE_LEASE_SECONDS * 1000,
    workerPort: e.WORKER_PORT,
    metricsToken: e.METRICS_TOKEN,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    problemsDir: e.PROBLEMS_DIR,
    judgeConcurrency: e.JUDGE_CONCURRENCY,
    judgeAllowUnsandboxed: e.JUDGE_ALLOW_UNSANDBOXED,
    runRateLimit: e.RUN_RATE_LIMIT,
    submitRateLimit: e.SUBMIT_RATE_LIMIT,
    maxPendingJobs: e.MAX_PENDING_JOBS,
    webDistDir: e.WEB_DIST_DIR,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL } : null,
    github:
      e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
        ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET, baseUrl: e.GITHUB_BASE_URL, apiUrl: e.GITHUB_API_URL }
        : null,
    ai:
      e.AI_BASE_URL || e.AI_API_KEY
        ? { baseUrl: e.AI_BASE_URL ?? 'https://api.openai.com/v1', apiKey: e.AI_API_KEY ?? KEYLESS_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
        : null,
    hintRateLimit: e.HINT_RATE_LIMIT,
    adminEmails: e.ADMIN_EMAILS,
    uploadLimitBytes: e.UPLOAD_LIMIT_MB * 1024 * 1024,
    publicUrl: e.PUBLIC_URL,
  };
}
