/**
 * A bare node:http server, started by `withBareServer` (api-server.ts): it reads a JSON body and answers JSON,
 * with no framework, no sign-in and no database. Given BENCH_PIN it also verifies the body's `pin` with the
 * production argon2id parameters (or nearly free ones, with BENCH_FREE_VERIFY: bench-pin.ts): the ladder's lowest rung (`benchLadder`), what this machine and the load
 * generator allow any server that verifies a PIN per request. Without it, it only answers: the HTTP floor
 * (bench/money/floor.ts). It prints its port once it listens.
 */
import { createServer } from 'node:http';
import { verifySecret } from '../../apps/api/src/crypto/passwords';
import { benchPinHash } from './bench-pin';

const pin = process.env.BENCH_PIN;
const stored = pin === undefined ? undefined : await benchPinHash(pin);
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { pin: string; amount: number };
    const right = stored === undefined || (await verifySecret(stored, body.pin));
    res.writeHead(right ? 201 : 403, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: right, data: { amount: body.amount } }));
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
