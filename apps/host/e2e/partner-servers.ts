/**
 * The two sides of a partner integration, on different sites: an Owo server of its own on 127.0.0.1
 * (short-lived access tokens, so a renewal happens within the test) and a partner's site on localhost,
 * either loading the served script straight from Owo or reaching Owo through a first-party proxy.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const ACCESS_TOKEN_TTL_SECONDS = 3;
/** The demo account a server with OWO_DEV_TOOLS=1 seeds (apps/api/src/seed.ts). */
export const DEMO_LOGIN = { email: 'demo@owo.ng', password: 'Demo@Owo2026!' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface OwoServer {
  /** http://127.0.0.1:<port>: the API, the site and /widgets/v1/owo.js. */
  url: string;
  /** `pnpm owo ...` against this server's data folder. */
  cli(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export interface OwoServerOptions {
  /** Default: a free port. */
  port?: number;
  /** The built site to serve (default dist/site, which `pnpm start` builds); /widgets/v1/ is what partners load. */
  siteDir?: string;
  /** Partner origins registered at start-up, as `CORS_ORIGINS` does. */
  partners?: string[];
}

/**
 * The API from source (`pnpm --filter @owo/api dev`: examples/test runs this without `pnpm start` having
 * built the API) serving a built site (dist/site by default), as the production server does.
 */
export async function startOwo(options: OwoServerOptions = {}): Promise<OwoServer> {
  const port = options.port ?? (await freePort());
  const health = `http://127.0.0.1:${port}/api/v1/health`;
  const answers = () =>
    fetch(health).then(
      (r) => r.ok,
      () => false,
    );
  // A server left on a fixed port would answer for this one, and the tests would run against it.
  if (options.port && (await answers())) throw new Error(`port ${port} is taken by another Owo server`);
  const dataDir = mkdtempSync(join(tmpdir(), 'owo-partner-e2e-'));
  const env = { ...process.env, DATA_DIR: dataDir };
  const child: ChildProcess = spawn('pnpm', ['--filter', '@owo/api', 'dev'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: options.siteDir ?? join(ROOT, 'dist', 'site'),
      ...(options.partners && { CORS_ORIGINS: options.partners.join(',') }),
      OWO_DEV_TOOLS: '1',
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      // The sandbox's late answers (a pending purchase, a gift-card review) in seconds, not ten.
      SANDBOX_BILLS_LATE_MS: '2000',
      BILLS_REQUERY_AFTER_MS: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('the partner test Owo server did not start');
    if (child.exitCode !== null) throw new Error(`the partner test Owo server exited (${child.exitCode})`);
    if (await answers()) break;
    await sleep(250);
  }
  return {
    url,
    async cli(...args) {
      const { stdout } = await promisify(execFile)('pnpm', ['--silent', 'owo', ...args], { cwd: ROOT, env });
      return stdout;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What a partner's developer writes (following the Quick start): the served script and its own, a header
 * that shows who is signed in, with the bell and a sign-out button, and the toaster.
 */
function shell(scriptSrc: string, title: string, header: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <script type="module" src="${scriptSrc}"></script>
    <script type="module" src="/shop.js"></script>
  </head>
  <body>
    <header>
      ${header}
      <span id="who">…</span>
      <owo-notification-bell></owo-notification-bell>
      <button id="sign-out" type="button">Sign out</button>
    </header>
    ${body}
    <owo-toaster></owo-toaster>
  </body>
</html>`;
}

/** The shop's sign-in page. */
const page = (scriptSrc: string) =>
  shell(
    scriptSrc,
    'Shop',
    '<strong>Shop</strong>',
    '<main><owo-login navigation="event"></owo-login></main>',
  );

/** The shop's sign-up and forgotten-password pages: one account element each. */
const accountPage = (scriptSrc: string, element: 'owo-register' | 'owo-forgot-password') =>
  shell(
    scriptSrc,
    'Shop: your Owo account',
    '<strong>Shop</strong>',
    `<main><${element} navigation="event"></${element}></main>`,
  );

/** Every element at once, for the CSP check. */
const everyElement = (scriptSrc: string) =>
  shell(
    scriptSrc,
    'Shop: every element',
    '<owo-theme-toggle></owo-theme-toggle>',
    `<main>
      <owo-login navigation="event"></owo-login>
      <owo-register navigation="event"></owo-register>
      <owo-forgot-password navigation="event"></owo-forgot-password>
      <owo-verify-email navigation="event" email="ada@example.com"></owo-verify-email>
      <owo-verify-reset-password navigation="event" email="ada@example.com"></owo-verify-reset-password>
      <owo-reset-password navigation="event"></owo-reset-password>
      <owo-pin-setup></owo-pin-setup>
    </main>`,
  );

/**
 * A shop that sells airtime through Owo: owo-pay-bills, with owo-login on the page too, so owo-pay-bills
 * shows the sign-in form inside itself until someone signs in.
 */
const payBillsPage = (scriptSrc: string) =>
  shell(
    scriptSrc,
    'Shop: airtime',
    '<strong>Shop</strong>',
    `<main>
      <h1>Top up your phone</h1>
      <owo-pay-bills services="airtime" navigation="event"></owo-pay-bills>
    </main>
    <aside>
      <h2>Your Owo account</h2>
      <owo-login navigation="event"></owo-login>
    </aside>`,
  );

const SHOP_JS = `
window.owoViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.owoViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sample);
}, true);
window.owoEvents = [];
for (const type of [
  'owo-login-success', 'owo-logout', 'owo-session-change',
  'owo-payment-complete', 'owo-payment-pending', 'owo-payment-failed',
  'owo-register-success', 'owo-email-verified', 'owo-password-reset', 'owo-navigate',
]) {
  document.addEventListener(type, (event) => window.owoEvents.push({ type, detail: event.detail }));
}
const who = document.getElementById('who');
const show = (user) => { who.textContent = user ? 'Signed in as ' + user.firstName : 'Signed out'; };
document.addEventListener('owo-session-change', (event) => show(event.detail.user));
document.getElementById('sign-out').addEventListener('click', () => Owo.session.signOut());
await customElements.whenDefined('owo-login');
show(await Owo.session.getUser());
`;

/**
 * The partner's CSP (DESIGN.md: widgets work under it): its own scripts and Owo's, no inline anything,
 * and Owo's secrets frame (frame-src) where a password or a PIN is typed.
 */
const csp = (owo: string) =>
  `default-src 'self'; script-src 'self' ${owo}; style-src 'self'; connect-src 'self' ${owo}; frame-src ${owo || "'self'"}; img-src 'self' data:`;

export interface PartnerSite {
  /** http://localhost:<port>: another site than Owo's 127.0.0.1. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The partner's site. `direct`: the page loads https://owo/widgets/v1/owo.js and calls Owo's API
 * cross-site. `proxy`: the partner forwards /widgets/ and /api/ to Owo, keeping Host, so the browser
 * sees one origin.
 */
export async function startPartner(owo: string, mode: 'direct' | 'proxy'): Promise<PartnerSite> {
  const upstream = new URL(owo);
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (mode === 'proxy' && (path.startsWith('/api/') || path.startsWith('/widgets/'))) {
      // What the proxy must forward: method, path, every header (Host, Origin, Cookie, Authorization,
      // Content-Type, Idempotency-Key) and the body; and every response header back, Set-Cookie included.
      const forward = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.writeHead(502).end());
      req.pipe(forward);
      return;
    }
    if (path === '/shop.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(SHOP_JS);
      return;
    }
    const script = mode === 'direct' ? `${owo}/widgets/v1/owo.js` : '/widgets/v1/owo.js';
    res
      .writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': csp(mode === 'direct' ? owo : ''),
      })
      .end(
        path === '/every-element'
          ? everyElement(script)
          : path === '/pay-bills'
            ? payBillsPage(script)
            : path === '/register'
              ? accountPage(script, 'owo-register')
              : path === '/forgot-password'
                ? accountPage(script, 'owo-forgot-password')
                : page(script),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The newest code Owo's dev mailbox holds for `email` (waits up to 10 s for it to arrive). */
export async function mailboxCode(owo: string, email: string, after?: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${owo}/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
    const { data } = (await res.json()) as { data: { messages: { code: string | null }[] } };
    const code = data.messages[0]?.code;
    if (code && code !== after) return code;
    await sleep(100);
  }
  throw new Error(`no code for ${email}`);
}

/** A verified account made through the API and its dev mailbox: a new person, with no PIN yet. */
export async function newAccount(
  owo: string,
): Promise<{ email: string; password: string; firstName: string }> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { email: `csp.${tag}@example.com`, password: 'Journey@2026!', firstName: 'Ada' };
  const post = (path: string, body: unknown) =>
    fetch(`${owo}/api/v1/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('register', {
    ...account,
    username: `csp_${tag}`,
    lastName: 'Obi',
    phoneNumber: '+2348012345678',
    gender: 'female',
    confirmPassword: account.password,
    countryCode: 'NGA',
    terms: true,
  });
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${owo}/api/v1/dev/mailbox?email=${encodeURIComponent(account.email)}`);
    const { data } = (await res.json()) as { data: { messages: { code: string | null }[] } };
    const code = data.messages[0]?.code;
    if (code) {
      await post('verify-email', { email: account.email, otp: code });
      return account;
    }
    await sleep(100);
  }
  throw new Error(`no code for ${account.email}`);
}

/** Signs `account` in through the API and returns its access token (for the dev routes below). */
async function accessTokenOf(owo: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${owo}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password, rememberMe: false }),
  });
  const { data } = (await res.json()) as { data: { accessToken: string } };
  return data.accessToken;
}

/**
 * A new account ready to pay: a transaction PIN set and `naira` in its wallet, arrived through the
 * sandbox's incoming-transfer route as another bank's transfer would.
 */
export async function fundedAccount(
  owo: string,
  pin: string,
  naira: number,
): Promise<{ email: string; password: string; firstName: string }> {
  const account = await newAccount(owo);
  const token = await accessTokenOf(owo, account);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${owo}/api/v1/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: { accountNumber: string } };
  };
  await call('POST', 'auth/set-transaction-pin', { pin });
  const { accountNumber } = (await call('GET', 'wallet')).data;
  await call('POST', 'dev/incoming-transfer', {
    accountNumber,
    amount: naira * 100,
    senderName: 'Chioma Eze',
    senderBank: 'GTBank',
  });
  return account;
}

/**
 * A shop whose customers pay each other through Owo: owo-send-money and owo-pin-setup, with owo-login
 * for the sign-in. The page also records the transfer and PIN events.
 */
const moneyPage = (scriptSrc: string) =>
  shell(
    scriptSrc,
    'Shop: send money',
    '<strong>Shop</strong>',
    `<main>
      <h1>Pay a friend</h1>
      <owo-send-money kind="user"></owo-send-money>
      <owo-pin-setup></owo-pin-setup>
    </main>
    <aside>
      <h2>Your Owo account</h2>
      <owo-login navigation="event"></owo-login>
    </aside>`,
  );

const MONEY_JS = `${SHOP_JS}
for (const type of ['owo-transfer-complete', 'owo-transfer-pending', 'owo-transfer-failed', 'owo-pin-set']) {
  document.addEventListener(type, (event) => window.owoEvents.push({ type, detail: event.detail }));
}
`;

/** The money shop's site (moneyPage at every path), loading the served script straight from Owo. */
export async function startMoneyPartner(owo: string): Promise<PartnerSite> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/shop.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(MONEY_JS);
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp(owo) })
      .end(moneyPage(`${owo}/widgets/v1/owo.js`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
