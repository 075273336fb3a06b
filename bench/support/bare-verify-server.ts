/**
 * The ladder's lowest rung (`benchLadder`, bench/money/transfers-http.ts): a bare node:http server that reads
 * a JSON body and verifies its `pin` with the production argon2id parameters, and nothing else: no framework,
 * no sign-in, no database. What it reaches is what this machine and the load generator allow any server that
 * verifies a PIN per request. The PIN to expect comes in BENCH_PIN; it prints its port once it listens.
 */
import { createServer } from 'node:http';
import { hashSecret, verifySecret } from '../../apps/api/src/crypto/passwords';

const stored = await hashSecret(process.env.BENCH_PIN ?? '');
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { pin: string; amount: number };
    const right = await verifySecret(stored, body.pin);
    res.writeHead(right ? 201 : 403, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: right, message: `PIN checked for ${body.amount} kobo` }));
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
