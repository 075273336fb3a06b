import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BillsConfig, loadBillsConfig } from './bills-config';
import { type CardsConfig, loadCardsConfig } from './cards-config';
import { type Env, integer } from './env';
import { loadMoneyConfig, type MoneyConfig } from './money-config';
import { loadTiersConfig, type TiersConfig } from './tiers-config';

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
  /** Only HSTS follows it now: nothing that exposes data depends on NODE_ENV (issue 9). */
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /**
   * OWO_DEV_TOOLS=1: the dev mailbox route (anyone can read anyone's codes), codes in the log and the
   * demo account. Off unless set, whatever NODE_ENV says; `pnpm start` and the test harnesses set it.
   */
  devTools: boolean;
  /**
   * OWO_DEV_TOOLS_UNSAFE=1: the second "yes" without which the API refuses to start with dev tools on
   * while SMTP_URL is set (real people's mail) or HOST is not a loopback address (see dev-tools.ts).
   */
  devToolsUnsafe: boolean;
  /**
   * TRUST_PROXY: addresses or CIDRs (and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`) of
   * the proxies whose X-Forwarded-For/-Proto/-Host are believed. Empty: none; the client address is the
   * socket's. Only a request arriving from one of these may name another client address.
   */
  trustProxy: string[];
  /**
   * COOKIE_SECURE (1/0): the Secure attribute of the cookies. Configuration, never the request's Host
   * header (a proxy forwarding `Host: 127.0.0.1` must not drop it). Default: on, off with dev tools.
   */
  secureCookies: boolean;
  /** REDIS_URL: sign-in counters and per-IP limits in Redis; unset keeps counters in the database. */
  redisUrl: string | undefined;
  rateLimits: RateLimits;
  /** Failed sign-ins per account and source (address, or signed device) before that source is locked. */
  loginMaxFailures: number;
  /** Failed sign-ins per account from all untrusted sources together before new devices are locked. */
  loginAccountMaxFailures: number;
  loginLockMinutes: number;
  /** Emails with a code (verification, reset, newsletter) one address can be sent per hour, per kind. */
  codesPerHour: number;
  /** How long a rotated refresh token still yields its successor (two tabs racing). */
  refreshGraceMs: number;
  accessTokenTtlSeconds: number;
  /** The demo account's password (the account exists only with dev tools on). */
  demoPassword: string;
  /** Authorises the loopback-only partner admin routes (`pnpm owo`); kept in the data folder. */
  adminToken?: string | undefined;
  /** The built site to serve beside the API (scripts/build-site.mjs); unset, the API alone. */
  siteDir?: string | undefined;
  bills: BillsConfig;
  cards: CardsConfig;
  money: MoneyConfig;
  tiers: TiersConfig;
}

export const DEFAULT_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
export const DEMO_PASSWORD = 'Demo@Owo2026!';
/** In the data folder: the partner admin token, and where a running server says it listens. */
export const ADMIN_TOKEN_FILE = 'admin-token';
export const SERVER_FILE = 'server.json';

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

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as a list. `1`/`true` (trust whoever connects) is refused: anyone could then pick their address. */
export function parseTrustProxy(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '' || raw === '0') return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrCidr(entry)) {
      throw new Error(
        `TRUST_PROXY lists the proxies' addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8), got "${entry}"`,
      );
    }
  }
  return entries;
}

/** JWT_SECRET when given, else one generated on first start and kept in the data folder. */
function persistentSecret(dataDir: string, given: string | undefined, name = 'jwt-secret'): string {
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return given;
  }
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Where the embedded database, the generated secrets and server.json live without DATA_DIR. */
export function defaultDataDir(): string {
  return join(REPO_ROOT, '.data', 'api');
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = env.DATA_DIR || defaultDataDir();
  const devTools = flag(env, 'OWO_DEV_TOOLS');
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
    devTools,
    devToolsUnsafe: flag(env, 'OWO_DEV_TOOLS_UNSAFE'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secureCookies:
      env.COOKIE_SECURE === undefined || env.COOKIE_SECURE === '' ? !devTools : flag(env, 'COOKIE_SECURE'),
    redisUrl: env.REDIS_URL || undefined,
    rateLimits: {
      login: integer(env, 'RATE_LIMIT_LOGIN', 20),
      auth: integer(env, 'RATE_LIMIT_AUTH', 30),
      forms: integer(env, 'RATE_LIMIT_FORMS', 5),
      global: integer(env, 'RATE_LIMIT_GLOBAL', 1200),
    },
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5),
    loginAccountMaxFailures: integer(env, 'LOGIN_ACCOUNT_MAX_FAILURES', 20),
    loginLockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15),
    codesPerHour: integer(env, 'CODES_PER_HOUR', 10),
    refreshGraceMs: integer(env, 'REFRESH_GRACE_MS', 10_000),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    demoPassword: env.DEMO_PASSWORD || DEMO_PASSWORD,
    siteDir: env.SITE_DIR || undefined,
    adminToken: persistentSecret(dataDir, undefined, ADMIN_TOKEN_FILE),
    bills: loadBillsConfig(env),
    cards: loadCardsConfig(env),
    money: loadMoneyConfig(env),
    tiers: loadTiersConfig(env, () => persistentSecret(dataDir, undefined, 'identity-key')),
  };
}
