// Gives every relative import in emitted declarations its file extension (`./runtime` becomes
// `./runtime.js`, `./contract` becomes `./contract/index.js`). The sources import without extensions
// (moduleResolution bundler), which TypeScript copies into the .d.ts files as they are; a partner whose
// tsconfig says `moduleResolution: node16` or `nodenext` could not follow them, and attw reports it.
// Usage: node scripts/dts-extensions.mjs <folder of .d.ts files>
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

function withExtension(file, specifier) {
  if (/\.(?:js|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: cannot resolve ${specifier} to a declaration file`);
}

export function addDtsExtensions(folder) {
  let changed = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(
      SPECIFIER,
      (_m, lead, quote, spec) => `${lead}${quote}${withExtension(file, spec)}${quote}`,
    );
    if (fixed !== text) {
      writeFileSync(file, fixed);
      changed += 1;
    }
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: node scripts/dts-extensions.mjs <folder>');
  console.info(
    `dts-extensions: ${addDtsExtensions(resolve(folder))} declaration files in ${folder} rewritten`,
  );
}
