import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const API_DIR = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const PIN = '2580';
/** A GTBank number the sandbox completes (see apps/api/README.md). */
const BODY = JSON.stringify({
  type: 'bank',
  bankCode: '058',
  accountNumber: '0000001125',
  amount: 100,
  pin: PIN,
});

export interface HttpResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  connections: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function json(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
  return body.data ?? {};
}

export async function started(child: ChildProcess, base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the API did not start within 60 s');
}

/** POST /api/v1/transfers (bank, sandbox) at full speed from the demo account, one key per request. */
export async function benchTransfersHttp(options: {
  databaseUrl?: string;
  seconds: number;
  connections: number;
}): Promise<HttpResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'owo-bench-money-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      OWO_DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_GLOBAL: '0',
      ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await started(child, base);
    const login = await json(base, '/api/v1/auth/login', {
      method: 'POST',
      body: { identifier: 'demo@owo.ng', password: 'Demo@Owo2026!', rememberMe: false },
    });
    const token = String(login.accessToken);
    await json(base, '/api/v1/auth/set-transaction-pin', { method: 'POST', body: { pin: PIN }, token });
    const wallet = await json(base, '/api/v1/wallet', { token });
    await json(base, '/api/v1/dev/incoming-transfer', {
      method: 'POST',
      body: {
        accountNumber: wallet.accountNumber,
        amount: 20_000_000,
        senderName: 'Bench',
        senderBank: 'GTBank',
      },
    });
    const result = (await autocannon({
      url: `${base}/api/v1/transfers`,
      method: 'POST',
      connections: options.connections,
      duration: options.seconds,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: BODY,
      requests: [
        {
          setupRequest: (req: Record<string, unknown>) => ({
            ...req,
            headers: { ...(req.headers as object), 'idempotency-key': randomUUID() },
          }),
        },
      ],
    })) as unknown as {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
    };
    return {
      requestsPerSecond: Math.round(result.requests.average * 10) / 10,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      connections: options.connections,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
