import '../../tools/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

// Node, no DOM: the packed packages as a server-rendering app imports them (run.ts installs them).
export default defineConfig({ test: { environment: 'node', include: ['*.test.ts'] } });
