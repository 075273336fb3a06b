// Finishes the published package in dist/npm (after tsc -p tsconfig.build.json): the JSX and Vue
// typings join the declarations (their imports of ../src/ pointed at dist/npm's own files), every
// relative import gets its extension for partners on moduleResolution node16 / nodenext, and each
// bundled package (vendor/) gets its licence beside it.
import { readFileSync, writeFileSync } from 'node:fs';
import { addDtsExtensions } from '../../../scripts/dts-extensions.mjs';
import { copyVendorLicenses } from '../../../scripts/vendor-licenses.mjs';

const root = new URL('../', import.meta.url);
for (const name of ['jsx', 'vue']) {
  const text = readFileSync(new URL(`types/${name}.d.ts`, root), 'utf8');
  writeFileSync(new URL(`dist/npm/${name}.d.ts`, root), text.replaceAll("'../src/", "'./"));
}
addDtsExtensions(new URL('dist/npm', root).pathname);
copyVendorLicenses(new URL('.', root).pathname, new URL('dist/npm', root).pathname);
