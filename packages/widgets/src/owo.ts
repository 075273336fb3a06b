// The served script, /widgets/v1/owo.js: the one tag a partner page needs. Unless the page said
// otherwise (an `api-base` attribute, configureRuntime), the page's runtime calls the API on the origin
// this script came from. The elements load after that default is set: a static import would run them
// first (imports are evaluated before this module's body) and start the runtime without it.
import { configureRuntimeDefaults } from './internal/runtime';

configureRuntimeDefaults({ apiBase: new URL(import.meta.url).origin });
await import('./define');
