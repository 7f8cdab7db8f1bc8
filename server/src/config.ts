import path from 'node:path';
import { z } from 'zod';

/** The repository root: server/dist/config.js -> ../.. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** Is `zone` an IANA time zone this server knows (America/Chicago, Europe/Berlin, UTC)? */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(PROJECT_ROOT, '.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  DATABASE_POOL_MIN_IDLE: z.coerce.number().int().min(0).optional(),
  GRAPHQL_COMPILE_AFTER_RUNS: z.coerce.number().int().min(0).default(2),
  DRAWN_PAGE_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
  DATABASE_APP_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  TEST_DATABASE_AS_OWNER: bool.optional(),
  TEST_SERVICE_FIRM_HEADER: bool.optional(),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54320),
  SEED_DEMO: bool.optional(),
  PLATFORM_ADMIN_EMAIL: z.email().optional(),
  PLATFORM_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SESSION_IDLE_TIMEOUT_MINUTES: positiveInt.default(30),
  SESSION_ABSOLUTE_TIMEOUT_HOURS: positiveInt.default(12),
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  TRUST_PROXY: z.string().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  GRAPHIQL: bool.optional(),
  QUERY_MAX_DEPTH: positiveInt.default(10),
  QUERY_MAX_COMPLEXITY: positiveInt.default(5000),
  QUERY_MAX_ALIASES: positiveInt.default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST_DIR: z.string().min(1).default(path.join(PROJECT_ROOT, 'client', 'dist')),
  // 'simulated' is the built-in assistant's former name, still accepted.
  AI_PROVIDER: z.enum(['builtin', 'simulated', 'openai']).default('builtin'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: positiveInt.default(60_000),
  TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone such as America/New_York').optional(),
  REMINDER_INTERVAL_MS: positiveInt.default(30_000),
  DAILY_REMINDER_INTERVAL_MS: positiveInt.default(600_000),
  FILE_MAX_BYTES: positiveInt.default(50 * 1024 * 1024),
  TEXT_EXTRACTION_TIMEOUT_MS: positiveInt.default(30_000),
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 random bytes, base64-encoded (openssl rand -base64 32)')
    .optional(),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  isDevelopment: boolean;
  host: string;
  port: number;
  /** The address people open in a browser; used in messages and for the Origin check. */
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Connections kept open while idle (the data source caps it at the pool's size); the rest close after 10 s idle. */
  databasePoolMinIdle: number;
  /**
   * How the running app connects: a role that row-level security applies to. Unset: the role
   * `matterhorn_app` the migrations create, signed in with a password derived from DATABASE_URL's.
   */
  databaseAppUrl: string | undefined;
  /**
   * Test builds only (NODE_ENV=test), to prove row-level security holds on its own:
   * `databaseAsOwner` connects as the owner (no wall, the control); `serviceFirmHeader` lets a
   * request's `x-test-service-firm` header point the services at another firm than the session's
   * (the services' own scoping defeated), while the database still gets the session's firm.
   */
  testSwitches: { databaseAsOwner: boolean; serviceFirmHeader: boolean };
  embeddedPostgresPort: number;
  /** Demo data on first start of an empty database: on by default only with the embedded database. */
  seedDemo: boolean;
  platformAdmin: { email: string; password: string } | undefined;
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number };
  loginLimits: { maxFailuresPerEmail: number; maxFailuresPerIp: number; windowMs: number };
  trustProxy: boolean | number | string;
  allowedOrigins: string[];
  graphiql: boolean;
  queryLimits: { maxDepth: number; maxComplexity: number; maxAliases: number };
  /** How many times graphql-js runs a document before it is compiled (graphql/compiled-executor.ts). */
  graphqlCompileAfterRuns: number;
  /** How long the server may take to draw a signed-in page before the browser draws it instead; 0: never drawn (http/drawn-pages.ts). */
  drawnPageTimeoutMs: number;
  logLevel: Env['LOG_LEVEL'];
  clientDistDir: string;
  /** Where AI chat replies come from: the local simulation, or an OpenAI-compatible chat completions API. */
  /** AI Chat: the built-in assistant, or an OpenAI-compatible service (a reply taking longer than timeoutMs fails). */
  ai: { provider: 'builtin' } | { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };
  /** AES-256 key for identifiers stored encrypted (SSN, TFN, Medicare, driver's licence); see crypto/. */
  dataEncryptionKey: Buffer | undefined;
  /** The IANA zone of dates and times written into messages (event notifications, reminders). */
  timeZone: string;
  /** How often each instance looks for calendar reminders that are due. */
  reminderIntervalMs: number;
  /** How often statute-of-limitations reminders and overdue invoice notices (day-granular) are looked for. */
  dailyReminderIntervalMs: number;
  /** The largest document an upload may store (POST /api/files, email attachments). */
  fileMaxBytes: number;
  /** How long reading one document's text for search may take; then it stops and the file keeps no text. */
  textExtractionTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Parses and validates the environment in one place; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.PLATFORM_ADMIN_EMAIL === undefined) !== (e.PLATFORM_ADMIN_PASSWORD === undefined)) {
    problems.push('PLATFORM_ADMIN_EMAIL and PLATFORM_ADMIN_PASSWORD must be set together');
  }
  const isProduction = e.NODE_ENV === 'production';
  // With the embedded database the key is generated into DATA_DIR beside the data it encrypts (both
  // are backed up together); an external database in production needs the key given.
  if (isProduction && !e.DATA_ENCRYPTION_KEY && e.DATABASE_URL !== undefined) {
    problems.push('DATA_ENCRYPTION_KEY: required in production with DATABASE_URL (openssl rand -base64 32); keep it safe, the data needs it');
  }
  if (e.NODE_ENV !== 'test' && (e.TEST_DATABASE_AS_OWNER || e.TEST_SERVICE_FIRM_HEADER)) {
    problems.push('TEST_DATABASE_AS_OWNER and TEST_SERVICE_FIRM_HEADER exist only for the test suite (NODE_ENV=test)');
  }
  if (e.AI_PROVIDER === 'openai' && !e.AI_BASE_URL) {
    problems.push('AI_BASE_URL: required with AI_PROVIDER=openai (e.g. https://api.openai.com/v1)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    isProduction,
    isDevelopment: e.NODE_ENV === 'development',
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePoolMinIdle: e.DATABASE_POOL_MIN_IDLE ?? e.DATABASE_POOL_SIZE,
    databaseAppUrl: e.DATABASE_APP_URL,
    testSwitches: { databaseAsOwner: e.TEST_DATABASE_AS_OWNER ?? false, serviceFirmHeader: e.TEST_SERVICE_FIRM_HEADER ?? false },
    embeddedPostgresPort: e.EMBEDDED_POSTGRES_PORT,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    platformAdmin:
      e.PLATFORM_ADMIN_EMAIL && e.PLATFORM_ADMIN_PASSWORD
        ? { email: e.PLATFORM_ADMIN_EMAIL.toLowerCase(), password: e.PLATFORM_ADMIN_PASSWORD }
        : undefined,
    session: {
      idleTimeoutMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
    },
    loginLimits: {
      maxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    graphiql: e.GRAPHIQL ?? !isProduction,
    queryLimits: { maxDepth: e.QUERY_MAX_DEPTH, maxComplexity: e.QUERY_MAX_COMPLEXITY, maxAliases: e.QUERY_MAX_ALIASES },
    graphqlCompileAfterRuns: e.GRAPHQL_COMPILE_AFTER_RUNS,
    drawnPageTimeoutMs: e.DRAWN_PAGE_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    clientDistDir: path.resolve(e.CLIENT_DIST_DIR),
    ai:
      e.AI_PROVIDER === 'openai'
        ? { provider: 'openai', baseUrl: e.AI_BASE_URL!.replace(/\/$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
        : { provider: 'builtin' },
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY ? Buffer.from(e.DATA_ENCRYPTION_KEY, 'base64') : undefined,
    timeZone: e.TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    reminderIntervalMs: e.REMINDER_INTERVAL_MS,
    dailyReminderIntervalMs: e.DAILY_REMINDER_INTERVAL_MS,
    fileMaxBytes: e.FILE_MAX_BYTES,
    textExtractionTimeoutMs: e.TEXT_EXTRACTION_TIMEOUT_MS,
  };
}
