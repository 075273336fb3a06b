import { fileURLToPath } from 'node:url';
import { msw } from 'msw/vite';
import { defineConfig, type Plugin, searchForWorkspaceRoot } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Build noise, not problems: dependencies' "use client" lines and comment placement (React Query, jotai,
 * zod), and Histoire probing the setup file for optional setupVue3/setupVanilla hooks.
 */
const quietWarnings = new Set(['MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION']);

/**
 * msw/browser has no Node build, and Histoire collects the stories (reading titles and variants) in Node,
 * where no story starts the worker: there, an empty module stands in for it.
 */
function browserOnly(specifier: string): Plugin {
  const stub = `\0browser-only:${specifier}`;
  return {
    name: 'owo-docs:browser-only',
    enforce: 'pre',
    resolveId(source) {
      // Set by Histoire on its collecting server (the flag @histoire/plugin-vue reads too).
      const { histoire } = this.meta as { histoire?: { isCollecting?: boolean } };
      if (source === specifier && histoire?.isCollecting) return stub;
    },
    load(id) {
      if (id === stub) return 'export {};';
    },
  };
}

export default defineConfig(({ command }) => ({
  // The host site serves the built docs under /docs/.
  base: command === 'build' ? '/docs/' : '/',
  plugins: [
    // Serves node_modules/msw's worker script in dev and emits it into the build: `msw init` without a
    // vendored copy in public/ to keep in step with the installed msw.
    msw({ mode: 'worker-only' }),
    browserOnly('msw/browser'),
  ],
  resolve: {
    // Stories beside the widgets may import histoire/client (logEvent); it is installed here, in docs/.
    dedupe: ['histoire'],
    alias: [
      // Stories and mocks use the page's core runtime (toasts, session, contract types) that the widgets use.
      { find: /^@owo\/core$/, replacement: fromHere('../packages/core/src/index.ts') },
      // What a story beside its element (packages/widgets/src/**) may import from the docs: the mock API.
      { find: /^@owo\/docs\/msw$/, replacement: fromHere('./src/msw/index.ts') },
    ],
  },
  build: {
    reportCompressedSize: false,
    rollupOptions: {
      onwarn(warning, warn) {
        if (
          quietWarnings.has(warning.code ?? '') ||
          /"setup(Vue3|Vanilla)" is not exported/.test(warning.message)
        )
          return;
        warn(warning);
      },
    },
  },
  // The widgets are React with the automatic JSX runtime.
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  // Histoire's dev server allows only its own folders; stories and widgets live elsewhere in the workspace.
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd())] } },
}));
