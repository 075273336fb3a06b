import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FRAME_VIEWS } from '../core/src/frame/constants';
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
  // owo-login and the bell load. Not the PIN step: it loads once the person confirms, and a partner's
  // page, whose PIN is typed in Owo's secrets frame, never loads it.
  {
    name: 'money',
    test: (id: string) =>
      /packages[\\/]core[\\/]src[\\/](?:wallet|transfers|transactions|bills)[\\/]/.test(id) ||
      (/packages[\\/]widgets[\\/]src[\\/]money[\\/]/.test(id) && !/payment-pin\.tsx$/.test(id)),
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
 * Calls a bundle may drop when nothing reads their result: building a zod schema has no side effect, and
 * neither do core's contract helpers that build one (contract/text.ts, envelope.ts, fields.ts, the bills
 * contract's slug). Without
 * this, every schema a contract module defines stays once the module is bundled, and the zod classes it
 * needs land in the one zod module every element shares (owo-login would carry the money contract's).
 */
const PURE_FUNCTIONS = [
  'z',
  'successEnvelope',
  'textField',
  'requiredString',
  'noControlCharacters',
  'personNameField',
  'strongPasswordField',
  'fieldsMatch',
  'slug',
  'featureApi',
];

/**
 * The frame's two builds, one script per view (FRAME_VIEWS, src/frame/page/<view>.ts or .tsx): the
 * account screens (`--mode frame`), and the money views, a payment's review and PIN (`--mode
 * frame-money`). Each build has a shared chunk of its own, so a payment never downloads the account
 * screens' contracts, nor a sign-in the money's.
 */
const MONEY_VIEWS: ReadonlySet<string> = new Set(['pay-bill', 'transfer', 'pin-setup']);
const framePages = `${src}/frame/page`;
const frameEntries = (money: boolean) =>
  Object.fromEntries(
    FRAME_VIEWS.filter((view) => MONEY_VIEWS.has(view) === money).map((view) => [
      view,
      [`${framePages}/${view}.ts`, `${framePages}/${view}.tsx`].find((file) => existsSync(file)) ??
        `${framePages}/${view}.ts`,
    ]),
  );

/**
 * Each frame build's chunks: what its views all need (React, core and their libraries, the kit pieces
 * they use) in one chunk, which compresses better than pieces would; the rest of each view, its
 * contracts included, in its own entry.
 */
const frameOneView =
  /packages[\\/]core[\\/]src[\\/](?:bills|transfers|transactions|wallet|format|rewards|navigation)[\\/]|contract[\\/](?:forms|fields|frame-input)\.ts$|origin-probe\.ts$/;
const frameShared =
  /node_modules|packages[\\/]core[\\/]src[\\/]|widgets[\\/]src[\\/](?:internal[\\/](?:host-context|shadow-styles|use-latest|use-host-event|runtime|portal)\.tsx?$|events[\\/]owo-navigate|ui[\\/](?:button[\\/]|constants|text-input[\\/]digits-only)|frame[\\/]page[\\/](?:frame-bridge|frame-root|mount-frame|start-frame))/;
/**
 * What the views with a keypad (a bill, a transfer, a new PIN) share, the payment's PIN step included:
 * one chunk (the step is loaded lazily elsewhere). The money-only parts of core (error codes, the key)
 * are here too, not in frame-base: the sign-in never used them. Each view's own modules (the bills or
 * the transfers, the review) stay in its entry, so none pays for another's.
 */
const frameMoneyModules =
  /packages[\\/]core[\\/]src[\\/](?:(?:transactions|wallet|format)[\\/]|contract[\\/]money-errors|http[\\/]idempotency-key)|widgets[\\/]src[\\/](?:money|ui[\\/](?:pin-keypad|loader)|internal[\\/]retryable-lazy|frame[\\/]page[\\/]money-view)/;
const frameMoneyChunkGroups = [
  {
    name: 'frame-base',
    test: (id: string) => frameShared.test(id) && !frameOneView.test(id) && !frameMoneyModules.test(id),
  },
  { name: 'frame-money', test: frameMoneyModules },
];
/** The account screens' build: what is not shared by every view goes where rolldown puts it. */
const frameAccountChunkGroups = [
  { name: 'frame-base', test: (id: string) => frameShared.test(id) && !frameOneView.test(id) },
];

/**
 * `vite build --mode standalone`: dist/standalone, for script-tag partners: an entry per element plus
 * owo.js (served at /widgets/v1/owo.js: every element, API on the script's origin) and define.js, React and core in shared chunks each page loads once, minified, production React.
 * `vite build --mode frame` (after standalone): dist/standalone/frame, the page scripts of Owo's secrets
 * frame (/widgets/v1/frame/<view>.js, apps/api's GET /embed/v1/frame), a build of its own: it runs on
 * Owo's origin, shares nothing with partner pages, and its entry in their build would split their
 * shared chunks further.
 * `vite build --mode npm`: dist/npm, the published package's JavaScript (`pnpm pack`), for bundlers:
 * dependencies external, one file per source module, the declarations beside them (tsconfig.build.json).
 */
export default defineConfig(({ mode }) => {
  const npm = mode === 'npm';
  const frameMoney = mode === 'frame-money';
  const frame = mode === 'frame' || frameMoney;
  return {
    plugins: [react()],
    define: npm ? {} : { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: npm ? 'dist/npm' : frame ? 'dist/standalone/frame' : 'dist/standalone',
      // The money views' build writes beside the account screens'.
      emptyOutDir: !frameMoney,
      target: 'es2022',
      // Lists each chunk's static and dynamic imports: scripts/size.mjs reads it.
      manifest: npm ? false : frameMoney ? '.vite/manifest-money.json' : true,
      sourcemap: !npm,
      lib: {
        entry: {
          ...(npm
            ? { index: `${src}/index.ts`, react: `${src}/react.ts` }
            : frame
              ? frameEntries(frameMoney)
              : { owo: `${src}/owo.ts`, ...elementEntries }),
          ...(frame ? {} : { define: `${src}/define.ts` }),
        },
        formats: ['es'],
        // A module bundled into the npm build (@lit/react, a devDependency) is named after its path in
        // node_modules: vendor/@lit/react/create-component.js.
        fileName: (_format, name) => `${name.replace(/^.*node_modules\//, 'vendor/')}.js`,
      },
      rolldownOptions: {
        external: npm ? isDependency : [],
        treeshake: { manualPureFunctions: PURE_FUNCTIONS },
        output: {
          minify: !npm,
          // Pure annotations serve a bundler that reads this output again: the npm build keeps them; the
          // standalone files are what a browser runs, where they are only bytes (licences stay).
          ...(npm ? {} : { comments: { legal: true, annotation: false, jsdoc: false } }),
          chunkFileNames: npm ? 'chunks/[name]-[hash].js' : 'chunks/[hash].js',
          // One module per source module, so `sideEffects` can name the element modules (they register).
          ...(npm ? { preserveModules: true, preserveModulesRoot: src } : {}),
          ...(npm
            ? {}
            : {
                codeSplitting: {
                  groups: frameMoney ? frameMoneyChunkGroups : frame ? frameAccountChunkGroups : chunkGroups,
                },
              }),
        },
      },
    },
  };
});
