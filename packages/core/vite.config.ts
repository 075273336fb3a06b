import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const src = fileURLToPath(new URL('./src', import.meta.url));

// The published package (`pnpm pack`): one JavaScript module per source module, dependencies and peers
// left to the partner's bundler, so an app that also uses react or react-query ships one copy of each.
// jotai is a devDependency bundled in (under vendor/): jotai 3 declares Node >= 22, and as a dependency
// it would warn on every install on Node 20.
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    lib: {
      entry: {
        index: `${src}/index.ts`,
        'contract/index': `${src}/contract/index.ts`,
        'react/index': `${src}/react/index.ts`,
        'http/prefetch': `${src}/http/prefetch.ts`,
      },
      formats: ['es'],
      // A bundled module is named after its path in node_modules: vendor/jotai/dist/vanilla/atom.js.
      fileName: (_format, name) => `${name.replace(/^.*node_modules\//, 'vendor/')}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: src },
    },
  },
});
