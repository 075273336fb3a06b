import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig, SERVER_FILE } from './config';
import { databaseKind } from './db/database';
import { describeMode, devToolsRefusal } from './dev-tools';
import { DEMO_EMAIL } from './seed';

const config = loadConfig();
const refusal = devToolsRefusal(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// `pnpm owo` finds the running server here, to reach the database through it.
const serverFile = join(config.dataDir, SERVER_FILE);
writeFileSync(serverFile, `${JSON.stringify({ port, pid: process.pid })}\n`);
const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const devTools = config.devTools
  ? `    Demo login: ${DEMO_EMAIL} (username demo) / ${config.demoPassword}\n` +
    `    Dev mailbox: http://${shownHost}:${port}/api/v1/dev/mailbox?email=...\n`
  : '';
console.info(`
  Owo API listening on http://${shownHost}:${port}/api/v1
    Mode:      ${describeMode(config)}
    Database:  ${where} [${databaseKind(config)}]
    Counters:  ${config.redisUrl ? 'Redis (REDIS_URL)' : 'the database'}
    Reference: http://${shownHost}:${port}/api/v1/docs
${devTools}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    console.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  stopping = true;
  app.log.info(`${signal} received: closing`);
  const force = setTimeout(() => {
    console.error('Shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    rmSync(serverFile, { force: true });
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
