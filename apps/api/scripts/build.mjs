// The production build of the API (`pnpm --filter @owo/api build`, run by `pnpm start`): src/server.ts
// and everything it imports of src/ bundled by esbuild, the transform tsx applies in development, into
// one ES module, dist/server.js, which node runs (`pnpm --filter @owo/api start`).
//
// Packages stay imports, resolved from node_modules when the server starts: @node-rs/argon2 loads a
// native binary and PGlite its WebAssembly and data files beside its own modules, so neither can be
// bundled. @owo/core is one of them: node, started with `--conditions=owo-built`, reads core's build
// (packages/core/dist, `pnpm --filter @owo/core build`), while vitest, tsx and TypeScript keep reading its
// source. The migrations are modules imported by src/db/migrations/index.ts, so they are in the bundle.
// dist/server.js sits as deep as src/config.ts, whose repository root (for .data/api) it keeps.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

rmSync(dir('dist'), { recursive: true, force: true });
await build({
  entryPoints: [dir('src/server.ts')],
  outdir: dir('dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Stack traces name src/ files and lines (node --enable-source-maps).
  sourcemap: true,
  logLevel: 'warning',
});
console.info('apps/api/dist/server.js built');
