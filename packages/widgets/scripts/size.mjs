// What a partner pays: for each element, the gzip -9 size of all the JavaScript a page with that element
// loads (its entry and every chunk it imports statically, transitively, each counted once; lazy chunks are
// listed apart), plus the login + bell + toaster page, and each lazily loaded owo-app screen. A budgeted
// page also counts the lazy modules it is known to load: on a partner's page, owo-login loads its
// secrets-frame half (never the fields). And the secrets frame's own JavaScript, per view
// (dist/standalone/frame). Fails when DESIGN.md's budgets are exceeded. Reads the builds' .vite/manifest.json:
// run `pnpm build` first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/standalone/', import.meta.url));
const manifestPath = path.join(dist, '.vite/manifest.json');
const frameDist = path.join(dist, 'frame');
const frameManifestPath = path.join(frameDist, '.vite/manifest.json');
const KB = 1000;

/** Every element issues 3 and 7 name (plus pay-bills, which has a budget); unbuilt ones are reported missing. */
const expected = [
  'owo-login',
  'owo-register',
  'owo-forgot-password',
  'owo-verify-email',
  'owo-verify-reset-password',
  'owo-reset-password',
  'owo-pin-setup',
  'owo-notification-bell',
  'owo-toaster',
  'owo-theme-toggle',
  'owo-send-money',
  'owo-app',
  'owo-pay-bills',
];

/** What owo-login loads on a partner's page besides its entry: the secrets frame's client, not the fields. */
const LOGIN_ON_PARTNER_PAGE = ['src/login/login-in-frame.tsx'];
/** What owo-pay-bills loads there: the frame client for the review and the PIN (never the keypad). */
const PAY_BILLS_ON_PARTNER_PAGE = ['src/pay-bills/pay-in-frame.tsx'];
/** What owo-send-money loads there: the frame client for the review and the PIN (never the keypad). */
const SEND_MONEY_ON_PARTNER_PAGE = ['src/send-money/send-in-frame.tsx'];

/** DESIGN.md, quality bars: the budgets in kB of gzip -9, of pages on a partner's site. */
const budgets = [
  { name: 'owo-login on a partner page', tags: ['owo-login'], loads: LOGIN_ON_PARTNER_PAGE, limit: 100 },
  {
    name: 'owo-pay-bills on a partner page',
    tags: ['owo-pay-bills'],
    loads: PAY_BILLS_ON_PARTNER_PAGE,
    limit: 135,
  },
  // No figure of its own in DESIGN.md: held to owo-pay-bills', the other element that moves money.
  {
    name: 'owo-send-money on a partner page',
    tags: ['owo-send-money'],
    loads: SEND_MONEY_ON_PARTNER_PAGE,
    limit: 135,
  },
  {
    name: 'pay-bills + login',
    tags: ['owo-pay-bills', 'owo-login'],
    loads: [...PAY_BILLS_ON_PARTNER_PAGE, ...LOGIN_ON_PARTNER_PAGE],
    limit: 150,
  },
  {
    name: 'login + bell + toaster',
    tags: ['owo-login', 'owo-notification-bell', 'owo-toaster'],
    loads: LOGIN_ON_PARTNER_PAGE,
    limit: 140,
  },
  // The Quick start's page: the served script (/widgets/v1/owo.js), which loads each element on sight.
  { name: 'owo.js + owo-login', tags: ['owo-login'], served: true, loads: LOGIN_ON_PARTNER_PAGE, limit: 100 },
  {
    name: 'owo.js + login + bell + toaster',
    tags: ['owo-login', 'owo-notification-bell', 'owo-toaster'],
    served: true,
    loads: LOGIN_ON_PARTNER_PAGE,
    limit: 140,
  },
];

/** Pages reported without a budget of their own in DESIGN.md: what a partner adding money pays. */
const reported = [
  { name: 'send-money + toaster', tags: ['owo-send-money', 'owo-toaster'] },
  // Owo's own site shows the fields themselves (no frame): not a partner's page, so no budget.
  { name: "owo-login on Owo's site", tags: ['owo-login'], loads: ['src/login/login-screen.tsx'] },
  { name: "owo-pay-bills on Owo's site", tags: ['owo-pay-bills'], loads: ['src/money/payment-pin.tsx'] },
];

const page = (view) => `src/frame/page/${view}.tsx`;
/**
 * DESIGN.md: the secrets frame's own JavaScript. Each view as a page load of the frame (its script
 * and what that imports), like a partner page's element; `steps`: what the screens it goes on to add when the person reaches them (an unverified
 * account's code, a reset's code and new password), which load then, like a lazy owo-app screen, and
 * have that screen's budget.
 */
const frameBudgets = [
  { name: 'secrets frame: sign-in', keys: [page('login')], limit: 100 },
  { name: 'secrets frame: sign-up', keys: [page('register')], limit: 100 },
  { name: 'secrets frame: email code', keys: [page('verify-email')], limit: 100 },
  ...['forgot-password', 'verify-reset-password', 'reset-password'].map((view) => ({
    name: `secrets frame: ${view}`,
    keys: [page(view)],
    limit: 100,
  })),
  { name: 'secrets frame: sign-in › its later steps', keys: [page('login')], steps: true, limit: 15 },
  { name: 'secrets frame: sign-up › its later steps', keys: [page('register')], steps: true, limit: 15 },
  {
    name: 'secrets frame: forgot-password › its later steps',
    keys: [page('forgot-password')],
    steps: true,
    limit: 15,
  },
  // Their PIN step is in the money views' shared chunk (vite.config.ts, frame-money): nothing lazy is left.
  { name: 'secrets frame: payment', keys: ['src/frame/page/pay-bill.ts'], limit: 100 },
  { name: 'secrets frame: transfer', keys: ['src/frame/page/transfer.ts'], limit: 100 },
  { name: 'secrets frame: PIN setup', keys: ['src/frame/page/pin-setup.ts'], limit: 100 },
];

if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: run \`pnpm build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!existsSync(frameManifestPath)) {
  console.error(`No ${path.relative(process.cwd(), frameManifestPath)}: run \`pnpm build\` first.`);
  process.exit(1);
}
// The frame's two builds (vite.config.ts): the account screens', and the money views' beside them,
// each with its own manifest (both name some modules, each its own chunk).
const frameManifests = [frameManifestPath, path.join(frameDist, '.vite/manifest-money.json')].map((file) =>
  JSON.parse(readFileSync(file, 'utf8')),
);

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The files a page loads for these manifest keys: entries and static imports, transitively, once each. */
function staticClosure(keys, from = manifest, dir = dist) {
  const files = new Set();
  const lazy = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = from[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(path.join(dir, chunk.file));
    for (const dynamic of chunk.dynamicImports ?? []) lazy.add(dynamic);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  const lazyFiles = new Set(
    [...lazy].map((key) => path.join(dir, from[key].file)).filter((file) => !files.has(file)),
  );
  return { files: [...files], lazyFiles: [...lazyFiles] };
}

/** `files`, `lazyFiles` and every chunk those import or load lazily in turn, once each (frame build). */
function withSteps(frameManifest, files, lazyFiles) {
  const byFile = new Map(
    Object.values(frameManifest).map((chunk) => [path.join(frameDist, chunk.file), chunk]),
  );
  const keyOf = new Map(Object.entries(frameManifest).map(([key, chunk]) => [chunk, key]));
  const found = new Set([...files, ...lazyFiles]);
  const queue = [...lazyFiles];
  while (queue.length > 0) {
    const chunk = byFile.get(queue.pop());
    const more = staticClosure([keyOf.get(chunk)], frameManifest, frameDist);
    for (const file of [...more.files, ...more.lazyFiles])
      if (!found.has(file)) {
        found.add(file);
        queue.push(file);
      }
  }
  return [...found];
}

// An element's entry is the manifest entry built from src/<name>/<name>.element.ts.
const entryKeys = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  const match = chunk.isEntry && chunk.src?.match(/^src\/([^/]+)\/\1\.element\.ts$/);
  if (match) entryKeys.set(`owo-${match[1]}`, key);
}

const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => (bytes / KB).toFixed(1);

const rows = [];
for (const tag of [...new Set([...expected, ...entryKeys.keys()])]) {
  const key = entryKeys.get(tag);
  if (!key) {
    rows.push({ page: tag, files: '', gzip: '', lazy: '', budget: '', status: 'missing' });
    continue;
  }
  const { files, lazyFiles } = staticClosure([key]);
  rows.push({ page: tag, files: files.length, bytes: sum(files), lazy: sum(lazyFiles), tags: [tag] });
}

let failed = false;
for (const budget of budgets) {
  const missing = budget.tags.filter((tag) => !entryKeys.has(tag));
  const row =
    budget.tags.length === 1 && !budget.served && !budget.loads
      ? rows.find((candidate) => candidate.page === budget.name)
      : (() => {
          const present = budget.tags.filter((tag) => entryKeys.has(tag));
          const keys = present.map((tag) => entryKeys.get(tag));
          const { files, lazyFiles } = staticClosure([
            ...keys,
            ...(budget.served ? ['src/owo.ts'] : []),
            ...(budget.loads ?? []),
          ]);
          const page = { page: budget.name, files: files.length, bytes: sum(files), lazy: sum(lazyFiles) };
          rows.push(page);
          return page;
        })();
  row.budget = budget.limit;
  if (missing.length > 0) {
    row.status = budget.tags.length === 1 ? 'missing' : `missing ${missing.join(', ')}`;
  } else if (row.bytes > budget.limit * KB) {
    row.status = 'OVER BUDGET';
    failed = true;
  } else {
    row.status = 'ok';
  }
}

for (const page of reported) {
  const present = page.tags.filter((tag) => entryKeys.has(tag));
  const { files, lazyFiles } = staticClosure([
    ...present.map((tag) => entryKeys.get(tag)),
    ...(page.loads ?? []),
  ]);
  rows.push({ page: page.name, files: files.length, bytes: sum(files), lazy: sum(lazyFiles) });
}

// Each lazily loaded owo-app screen (DESIGN.md: <= 15 kB): what opening it downloads that nothing else
// loads, i.e. its own chunk and the chunks only it needs (chunks it shares with the area or other
// screens are counted where they are shared).
const SCREEN_BUDGET = 15;
const closureKeys = (key) => {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const imported of manifest[k].imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
};
const appKey = entryKeys.get('owo-app');
if (appKey) {
  const appStatic = closureKeys(appKey);
  const screens = [...new Set([...appStatic].flatMap((key) => manifest[key].dynamicImports ?? []))].filter(
    (key) => manifest[key].src?.startsWith('src/app/screens/'),
  );
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key].isEntry || manifest[key].isDynamicEntry,
  );
  for (const screen of screens) {
    const elsewhere = new Set(
      entries.filter((key) => key !== screen).flatMap((key) => [...closureKeys(key)]),
    );
    const own = [...closureKeys(screen)]
      .filter((key) => !elsewhere.has(key))
      .map((key) => path.join(dist, manifest[key].file));
    const bytes = sum(own);
    const over = bytes > SCREEN_BUDGET * KB;
    failed ||= over;
    const name = manifest[screen].src.replace(/^src\/app\/screens\/([^/]+)\/.*$/, '$1');
    rows.push({
      page: `owo-app › ${name}`,
      files: own.length,
      bytes,
      budget: SCREEN_BUDGET,
      status: over ? 'OVER BUDGET' : 'ok',
    });
  }
}

for (const budget of frameBudgets) {
  const frameManifest = frameManifests.find((built) => budget.keys[0] in built) ?? frameManifests[0];
  const closure = staticClosure(budget.keys, frameManifest, frameDist);
  // A step's figure is what the later screens add to the page load (the failure probe, which loads
  // only when Owo cannot be reached, included).
  const files = budget.steps
    ? withSteps(frameManifest, closure.files, closure.lazyFiles).filter(
        (file) => !closure.files.includes(file),
      )
    : closure.files;
  const lazyFiles = budget.steps ? [] : closure.lazyFiles;
  const bytes = sum(files);
  const over = bytes > budget.limit * KB;
  if (over) failed = true;
  rows.push({
    page: budget.name,
    files: files.length,
    bytes,
    lazy: sum(lazyFiles),
    budget: budget.limit,
    status: over ? 'OVER BUDGET' : 'ok',
  });
}

const table = rows.map((row) => ({
  page: row.page,
  files: row.files,
  'gzip kB': row.bytes === undefined ? '' : kb(row.bytes),
  'lazy kB': row.lazy ? kb(row.lazy) : '',
  'budget kB': row.budget ?? '',
  status: row.status ?? '',
}));
const columns = Object.keys(table[0]);
const widths = columns.map((column) =>
  Math.max(column.length, ...table.map((row) => String(row[column]).length)),
);
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
console.info(line(columns));
console.info(line(widths.map((width) => '-'.repeat(width))));
for (const row of table) console.info(line(columns.map((column) => row[column])));
console.info(
  '\ngzip -9 of the entry and every chunk it imports statically; lazy chunks (dynamic import) apart.',
);

if (failed) {
  console.error('\nSize budget exceeded (DESIGN.md, quality bars).');
  process.exit(1);
}
