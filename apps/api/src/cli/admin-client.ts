import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TOKEN_FILE, defaultDataDir, SERVER_FILE } from '../config';

type Env = Record<string, string | undefined>;

/** A call to the running server's admin API; answers are the API's envelopes. */
export interface AdminClient {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: AdminEnvelope }>;
  /** Said to the person: which server. */
  readonly via: string;
}

export interface AdminEnvelope {
  status: boolean;
  message?: string;
  /** Field messages of a refused body. */
  errors?: Record<string, string[]>;
  // The admin answers differ per route; the commands read what they asked for.
  // biome-ignore lint/suspicious/noExplicitAny: read per command
  data?: any;
}

/**
 * The running server's admin API: `--server <url>` (or OWO_SERVER) with OWO_ADMIN_TOKEN or the token in
 * DATA_DIR, else the server that says in DATA_DIR that it runs there. The CLI never opens a database: a
 * server owns it (the embedded one can be opened by one process only), and a command that cannot reach
 * one says so instead of writing somewhere nobody reads.
 */
export async function adminClient(env: Env, server?: string): Promise<AdminClient> {
  const dataDir = env.DATA_DIR || defaultDataDir();
  const tokenFile = join(dataDir, ADMIN_TOKEN_FILE);
  const fileToken = existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : undefined;
  const given = server ?? env.OWO_SERVER;
  let base: string | null;
  if (given) {
    base = given.replace(/\/+$/, '');
  } else {
    base = await announcedServer(dataDir);
    if (!base) {
      throw new Error(
        `No running Owo server found for DATA_DIR=${dataDir}. Start it (pnpm start, or pnpm start:api with the same DATA_DIR), or pass --server <url>. The CLI never opens the database itself.`,
      );
    }
  }
  const token = env.OWO_ADMIN_TOKEN || fileToken;
  if (!token) {
    throw new Error(
      `No admin token: set OWO_ADMIN_TOKEN, or run on the server's machine with its DATA_DIR (${dataDir}).`,
    );
  }
  const origin = base;
  return {
    via: `the running server (${origin})`,
    async call(method, path, body) {
      let res: Response;
      try {
        res = await fetch(`${origin}/api/v1/admin/${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch {
        throw new Error(`Could not reach the Owo server at ${origin}. Is it running?`);
      }
      if (res.status === 401) throw new Error(`The server at ${origin} refused the admin token.`);
      const json = (await res.json().catch(() => ({ status: false }))) as AdminEnvelope;
      return { status: res.status, json };
    },
  };
}

/** The server that wrote DATA_DIR/server.json, if it answers. */
async function announcedServer(dataDir: string): Promise<string | null> {
  const file = join(dataDir, SERVER_FILE);
  if (!existsSync(file)) return null;
  const { port } = JSON.parse(readFileSync(file, 'utf8')) as { port: number };
  const base = `http://127.0.0.1:${port}`;
  try {
    return (await fetch(`${base}/api/v1/health`)).ok ? base : null;
  } catch {
    return null;
  }
}
