import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BillsConfig, loadBillsConfig } from './bills-config';
import { loadMoneyConfig, type MoneyConfig } from './money-config';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Per-IP request budgets, each per minute. 0 turns a limit off (the benchmark does this). */
export interface RateLimits {
  /** POST /auth/login. */
  login: number;
  /** The other unauthenticated auth calls that send mail or spend codes. */
  auth: number;
  /** POST /contact and /newsletter. */
  forms: number;
  /** Every route together. */
  global: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... runs on PostgreSQL; unset uses the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Keeps the embedded database in memory (tests). */
  inMemoryDatabase: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  /** Signs access tokens; also keys the code and refresh-token HMACs. */
  jwtSecret: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** Failed sign-ins per account before it is locked for `loginLockMinutes`. */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** How long a rotated refresh token still yields its successor (two tabs racing). */
  refreshGraceMs: number;
  accessTokenTtlSeconds: number;
  seedDemo: boolean;
  demoPassword: string;
  bills: BillsConfig;
  money: MoneyConfig;
}

export const DEFAULT_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
export const DEMO_PASSWORD = 'Demo@Owo2026!';

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** `null` and `*` can never be allowed with credentials, so a configured one is dropped, loudly. */
export function parseOrigins(raw: string | undefined): string[] {
  const listed = raw === undefined ? [] : raw.split(',').map((origin) => origin.trim().replace(/\/+$/, ''));
  const origins = new Set(DEFAULT_CORS_ORIGINS);
  for (const origin of listed) {
    if (origin === '') continue;
    if (origin === 'null' || origin.includes('*')) {
      console.warn(`CORS_ORIGINS: ignoring "${origin}" (never allowed with credentials)`);
      continue;
    }
    origins.add(origin);
  }
  return [...origins];
}

/** JWT_SECRET when given, else one generated on first start and kept in the data folder. */
function persistentSecret(dataDir: string, given: string | undefined): string {
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return given;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = env.DATA_DIR || join(REPO_ROOT, '.data', 'api');
  return {
    port: integer(env, 'PORT', 4000),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    inMemoryDatabase: false,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Owo <no-reply@owo.ng>',
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    jwtSecret: persistentSecret(dataDir, env.JWT_SECRET),
    nodeEnv,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimits: {
      login: integer(env, 'RATE_LIMIT_LOGIN', 20),
      auth: integer(env, 'RATE_LIMIT_AUTH', 30),
      forms: integer(env, 'RATE_LIMIT_FORMS', 5),
      global: integer(env, 'RATE_LIMIT_GLOBAL', 1200),
    },
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5),
    loginLockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15),
    refreshGraceMs: integer(env, 'REFRESH_GRACE_MS', 10_000),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' : nodeEnv !== 'production',
    demoPassword: env.DEMO_PASSWORD || DEMO_PASSWORD,
    bills: loadBillsConfig(env),
    money: loadMoneyConfig(env),
  };
}
