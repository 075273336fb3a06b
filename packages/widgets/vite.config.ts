import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const src = fileURLToPath(new URL('./src', import.meta.url));

/** One entry per element: src/<name>/<name>.element.ts becomes <name>.js. New elements join by existing. */
const elementEntries = Object.fromEntries(
  readdirSync(src, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && existsSync(`${src}/${dir.name}/${dir.name}.element.ts`))
    .map((dir) => [dir.name, `${src}/${dir.name}/${dir.name}.element.ts`]),
);

// The npm build leaves every dependency (React, @owo/core, floating-ui, motion...) to the host's bundler,
// so a React host ships one React and one runtime.
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isDependency = (id: string) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

const inPackage = (...names: string[]) => new RegExp(`node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

/**
 * The standalone build's chunks (DESIGN.md, quality bars: each element's page loads only what it imports
 * statically). React, react-query (with query-core), floating-ui and motion each get a chunk of their own,
 * loaded only by the elements that use them. Core, its small libraries and the elements' shared plumbing
 * are split by the set of elements using each module (so owo-login does not pay for the bell's query
 * layer or notifications), small sets merged into a neighbour: fewer, larger chunks compress better.
 *
 * A group also takes the modules its modules import, so the libraries go first: were core first, the UI
 * kit's dropdown would pull floating-ui into a core chunk.
 */
const chunkGroups = [
  { name: 'react', test: inPackage('react', 'react-dom', 'scheduler'), priority: 50 },
  { name: 'query', test: inPackage('@tanstack'), priority: 40 },
  { name: 'floating-ui', test: inPackage('@floating-ui', 'tabbable'), priority: 40 },
  { name: 'motion', test: inPackage('motion', 'motion-dom', 'motion-utils', 'framer-motion'), priority: 40 },
  // Money (issue 7): the money features of core and the widgets' money pieces, one chunk for the elements
  // and screens that move or show money. Kept out of 'core' so adding them does not reshuffle the chunks
  // owo-login and the bell load.
  {
    name: 'money',
    test: (id: string) =>
      /packages[\\/]core[\\/]src[\\/](?:wallet|transfers|transactions|bills)[\\/]/.test(id) ||
      /packages[\\/]widgets[\\/]src[\\/]money[\\/]/.test(id),
    priority: 20,
  },
  {
    name: 'core',
    test: (id: string) =>
      /packages[\\/]core[\\/]src[\\/]/.test(id) ||
      /packages[\\/]widgets[\\/]src[\\/](?:internal|ui)[\\/]/.test(id) ||
      inPackage('ky', 'zod', 'jotai', '@r2wc').test(id),
    priority: 30,
    entriesAware: true,
    entriesAwareMergeThreshold: 600,
  },
];

/**
 * The frame's build: what every view needs (React, core and their libraries) in one chunk, which
 * compresses better than the pieces would; each view's own code in its chunk, loaded by that view, and
 * the money contracts with the payment's view (the sign-in has no use for them).
 */
const frameMoney =
  /packages[\\/]core[\\/]src[\\/](?:bills|transfers|transactions|wallet)[\\/]|frame-input\.ts$/;
const frameChunkGroups = [
  {
    name: 'frame-base',
    test: (id: string) => /node_modules|packages[\\/]core[\\/]src[\\/]/.test(id) && !frameMoney.test(id),
  },
];

/**
 * `vite build --mode standalone`: dist/standalone, for script-tag partners: an entry per element plus
 * owo.js (served at /widgets/v1/owo.js: every element, API on the script's origin) and define.js, React and core in shared chunks each page loads once, minified, production React.
 * `vite build --mode frame` (after standalone): dist/standalone/frame, the page script of Owo's secrets
 * frame (/widgets/v1/frame/frame.js, apps/api's GET /embed/v1/frame), a build of its own: it runs on
 * Owo's origin, shares nothing with partner pages, and its entry in their build would split their
 * shared chunks further.
 * `vite build --mode npm`: dist/npm, the published package's JavaScript (`pnpm pack`), for bundlers:
 * dependencies external, one file per source module, the declarations beside them (tsconfig.build.json).
 */
export default defineConfig(({ mode }) => {
  const npm = mode === 'npm';
  const frame = mode === 'frame';
  return {
    plugins: [react()],
    define: npm ? {} : { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: npm ? 'dist/npm' : frame ? 'dist/standalone/frame' : 'dist/standalone',
      emptyOutDir: true,
      target: 'es2022',
      // Lists each chunk's static and dynamic imports: scripts/size.mjs reads it.
      manifest: !npm,
      sourcemap: !npm,
      lib: {
        entry: {
          ...(npm
            ? { index: `${src}/index.ts`, react: `${src}/react.ts` }
            : frame
              ? { frame: `${src}/frame/page/frame.ts` }
              : { owo: `${src}/owo.ts`, ...elementEntries }),
          ...(frame ? {} : { define: `${src}/define.ts` }),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: npm ? isDependency : [],
        // Building a zod schema has no side effect, so a schema nothing reads can go. Without this, every
        // schema a contract module defines stays once the module is bundled, and the zod classes it needs
        // land in the one zod module every element shares (owo-login would carry the money contract's).
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          minify: !npm,
          // Pure annotations serve a bundler that reads this output again: the npm build keeps them; the
          // standalone files are what a browser runs, where they are only bytes (licences stay).
          ...(npm ? {} : { comments: { legal: true, annotation: false, jsdoc: false } }),
          chunkFileNames: npm ? 'chunks/[name]-[hash].js' : 'chunks/[hash].js',
          // One module per source module, so `sideEffects` can name the element modules (they register).
          ...(npm ? { preserveModules: true, preserveModulesRoot: src } : {}),
          ...(npm ? {} : { codeSplitting: { groups: frame ? frameChunkGroups : chunkGroups } }),
        },
      },
    },
  };
});
