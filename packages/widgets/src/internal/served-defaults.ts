// Imported first by the served script (src/owo.ts), before any element can start the runtime: the API
// is on the origin the script came from, unless the page configured another.
import { configureRuntimeDefaults } from './runtime';

configureRuntimeDefaults({ apiBase: new URL(import.meta.url).origin });
