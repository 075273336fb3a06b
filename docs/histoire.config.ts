import { HstVue } from '@histoire/plugin-vue';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'histoire';

/** Guides read in this order; everything else (elements, kit pieces) alphabetically. */
const guides = ['Getting started', 'Embedding', 'Theming', 'Events', 'Mock API', 'Writing stories'];
const rank = (title: string) => (guides.includes(title) ? guides.indexOf(title) : guides.length);

export default defineConfig({
  plugins: [HstVue()],
  // Guides live in docs/; each element's story sits beside it in the widgets package (STYLE.md).
  storyMatch: ['**/*.story.vue', '../packages/widgets/src/**/*.story.vue'],
  setupFile: { browser: 'src/setup.ts' },
  outDir: 'dist',
  build: { excludeFromVendorsChunk: [/[/]node_modules[/](\.pnpm[/])?@?shiki/] },
  // Hash URLs: deep links work from any static server, the host's /docs/ included, with no fallback rule.
  routerMode: 'hash',
  tree: {
    order: (a, b) => rank(a) - rank(b) || a.localeCompare(b),
    groups: [
      { id: 'guides', title: 'Guides' },
      { id: 'elements', title: 'Elements' },
      { id: 'ui-kit', title: 'UI kit' },
    ],
  },
  theme: {
    title: 'Owo widgets',
    logo: {
      square: './src/assets/logo-square.svg',
      light: './src/assets/logo-light.svg',
      dark: './src/assets/logo-dark.svg',
    },
    defaultColorScheme: 'light',
  },
  vite: {
    plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('owo-') } } })],
  },
});
