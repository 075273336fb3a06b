import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Partner } from '@owo/core/contract';
import { ADMIN_TOKEN_FILE, type Config, SERVER_FILE } from '../config';
import { createDatabase, migrate } from '../db/database';
import { createPartnerRegistry } from '../modules/partners/partner-registry';

/** The registry operations the CLI needs, wherever the registry is reached. */
export interface PartnerAccess {
  list(): Promise<Partner[]>;
  add(origin: string, name?: string): Promise<{ partner: Partner; created: boolean }>;
  remove(origin: string): Promise<boolean>;
  close(): Promise<void>;
  /** Said to the person: through the running server, or the database directly. */
  readonly via: string;
}

interface Envelope {
  status: boolean;
  message?: string;
  data?: { partner?: Partner; partners?: Partner[] };
}

/** The running server's base URL, if one says it listens on this data folder and answers. */
export async function runningServer(config: Config): Promise<string | null> {
  const file = join(config.dataDir, SERVER_FILE);
  if (!existsSync(file)) return null;
  const { port } = JSON.parse(readFileSync(file, 'utf8')) as { port: number };
  const base = `http://127.0.0.1:${port}`;
  try {
    return (await fetch(`${base}/api/v1/health`)).ok ? base : null;
  } catch {
    return null;
  }
}

function throughServer(base: string, dataDir: string): PartnerAccess {
  const token = readFileSync(join(dataDir, ADMIN_TOKEN_FILE), 'utf8').trim();
  const call = async (method: string, query = '', body?: unknown) => {
    const res = await fetch(`${base}/api/v1/admin/partners${query}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as Envelope;
    return { status: res.status, json };
  };
  const fail = (json: Envelope): never => {
    throw new Error(json.message ?? 'The server refused the request');
  };
  return {
    via: `the running server (${base})`,
    async list() {
      const { json } = await call('GET');
      return json.data?.partners ?? fail(json);
    },
    async add(origin, name) {
      const { status, json } = await call('POST', '', { origin, ...(name ? { name } : {}) });
      const partner = json.data?.partner ?? fail(json);
      return { partner, created: status === 201 };
    },
    async remove(origin) {
      const { status, json } = await call('DELETE', `?origin=${encodeURIComponent(origin)}`);
      if (status === 404) return false;
      if (!json.status) fail(json);
      return true;
    },
    close: async () => {},
  };
}

async function directly(config: Config): Promise<PartnerAccess> {
  const db = createDatabase({ ...config, inMemory: false });
  await migrate(db);
  const registry = createPartnerRegistry(db);
  return {
    via: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the database in ${config.dataDir}`,
    list: () => registry.list(),
    add: (origin, name) => registry.add(origin, name),
    remove: (origin) => registry.remove(origin),
    close: () => db.destroy(),
  };
}

/**
 * Through the running server when there is one (PGlite opens its folder from one process only, and the
 * server then sees the change at once), else straight to the database.
 */
export async function partnerAccess(config: Config): Promise<PartnerAccess> {
  const base = await runningServer(config);
  return base ? throughServer(base, config.dataDir) : directly(config);
}
