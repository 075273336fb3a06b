import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadBillsConfig } from '../../src/bills-config';
import { loadCardsConfig } from '../../src/cards-config';
import { type Config, DEFAULT_CORS_ORIGINS, DEMO_PASSWORD } from '../../src/config';
import type { Db } from '../../src/db/database';
import { loadMoneyConfig } from '../../src/money-config';
import { TestClock } from './test-clock';

export const PARTNER_ORIGIN = 'https://partner.example';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    inMemoryDatabase: true,
    smtpUrl: undefined,
    mailFrom: 'Owo <no-reply@owo.ng>',
    corsOrigins: [...DEFAULT_CORS_ORIGINS, PARTNER_ORIGIN],
    jwtSecret: randomBytes(32).toString('base64url'),
    nodeEnv: 'test',
    logLevel: 'info',
    // The harness is local development: dev mailbox (the suites read codes from it) and demo account.
    devTools: true,
    devToolsUnsafe: false,
    trustProxy: [],
    secureCookies: false,
    redisUrl: undefined,
    // Off unless a test is about them: the suites make many calls from one address.
    rateLimits: { login: 0, auth: 0, forms: 0, global: 0 },
    loginMaxFailures: 5,
    loginAccountMaxFailures: 20,
    loginLockMinutes: 15,
    codesPerHour: 10,
    refreshGraceMs: 10_000,
    accessTokenTtlSeconds: 900,
    demoPassword: DEMO_PASSWORD,
    bills: { ...loadBillsConfig({}), sandboxLateMs: 1_000, providerTimeoutMs: 2_000, requeryAfterMs: 500 },
    cards: { ...loadCardsConfig({}), sandboxLateMs: 1_000, issuerTimeoutMs: 2_000, requeryAfterMs: 500 },
    money: { ...loadMoneyConfig({}), jobPollMs: 50, sandboxLateMs: 300 },
    ...overrides,
  };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  /** Every log line the server wrote. */
  logs: string[];
  close(): Promise<void>;
}

/** The real server, listening on a free loopback port, over a database the test file owns. */
/** What two servers can share to play two replicas of one deployment: the clock and the Redis keys. */
export interface ReplicaOptions {
  clock?: TestClock;
  redisKeyPrefix?: string;
}

export async function startServer(
  db: Db,
  overrides: Partial<Config> = {},
  replica: ReplicaOptions = {},
): Promise<TestServer> {
  const clock = replica.clock ?? new TestClock();
  const config = testConfig(overrides);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  // Each server its own Redis keys: other suites (and other checkouts) share the Redis server.
  const redisKeyPrefix = replica.redisKeyPrefix ?? `owo-test:${randomBytes(6).toString('hex')}:`;
  const app = await buildApp(config, { db, clock, logStream, redisKeyPrefix });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    clock,
    config,
    logs,
    close: () => app.close(),
  };
}
