// React ships CommonJS only, so the dev server cannot serve it as ES modules unaided. This plugin bundles
// each test file with esbuild (already installed as @web/dev-server-esbuild's engine): TS/TSX, CJS
// dependencies, `?inline` CSS as a string module (as Vite does), JSON imports.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const fromEsbuildPlugin = createRequire(import.meta.resolve('@web/dev-server-esbuild'));
const fromTestRunner = createRequire(import.meta.resolve('@web/test-runner'));
const esbuild = fromEsbuildPlugin('esbuild');
// The browser half of the runner's commands (sendKeys, sendMouse...): its "." export.
const commandsPath = fromTestRunner.resolve('@web/test-runner-commands');

/** @type {import('esbuild').Plugin} */
const inlineCss = {
  name: 'inline-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => ({
      contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`,
      loader: 'js',
      watchFiles: [args.path],
    }));
  },
};

/** @type {import('esbuild').Plugin} */
const testRunnerModules = {
  name: 'test-runner-modules',
  setup(build) {
    build.onResolve({ filter: /^@web\/test-runner-commands$/ }, () => ({ path: commandsPath }));
    // Absolute paths (the runner's own endpoints, the built dist/ files) stay imports the browser
    // fetches from the dev server.
    build.onResolve({ filter: /^\// }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
    );
  },
};

export function bundleTests({ rootDir }) {
  return {
    name: 'owo-bundle-tests',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await esbuild.build({
        entryPoints: [path.join(rootDir, context.path)],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'chrome120',
        sourcemap: 'inline',
        jsx: 'automatic',
        // Development React: its warnings (act, unmounted roots, keys) surface in the test logs.
        define: { 'process.env.NODE_ENV': '"development"' },
        plugins: [inlineCss, testRunnerModules],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
