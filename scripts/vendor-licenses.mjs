// Puts each bundled package's licence beside its code: the npm builds bundle a few devDependencies into
// <dist>/vendor/<package>/ (jotai in @owo/core, @lit/react in @owo/widgets) instead of depending on
// them, and their licences (MIT, BSD-3-Clause) ask for the notice to travel with every copy.
// Usage: node scripts/vendor-licenses.mjs <package folder> <dist folder with vendor/>
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The packages under `vendor/`: `jotai`, `@lit/react`. */
function vendored(vendor) {
  return readdirSync(vendor).flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(vendor, name)).map((inner) => `${name}/${inner}`) : [name],
  );
}

export function copyVendorLicenses(packageDir, dist) {
  const vendor = join(dist, 'vendor');
  if (!existsSync(vendor)) return [];
  return vendored(vendor).map((name) => {
    const source = join(packageDir, 'node_modules', name);
    const licence = readdirSync(source).find((file) => /^licen[cs]e(?:\.\w+)?$/i.test(file));
    if (!licence) throw new Error(`${name} is bundled into ${dist} but has no licence file to copy`);
    copyFileSync(join(source, licence), join(vendor, name, licence));
    return name;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [packageDir = '.', dist = 'dist'] = process.argv.slice(2).map((path) => resolve(path));
  copyVendorLicenses(packageDir, dist);
}
