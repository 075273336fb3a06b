import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test-only: a real HTTP server on 127.0.0.1, so the client is tested over real sockets. */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

export interface TestServer {
  /** Ends with a slash: pass it as apiBase. */
  url: string;
  requests: RecordedRequest[];
  /** How many requests reached `path` (no leading slash, no query). */
  count(path: string): number;
  close(): Promise<void>;
}

export async function startTestServer(
  handler: (request: RecordedRequest) => Reply | Promise<Reply>,
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname.replace(/^\//, ''),
      query: url.searchParams,
      headers: req.headers,
      body: text === '' ? undefined : JSON.parse(text),
    };
    requests.push(recorded);
    const reply = await handler(recorded);
    const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, payload ? { 'content-type': 'application/json' } : {});
    res.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    count: (path) => requests.filter((r) => r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
