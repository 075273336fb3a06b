// Writes a .br (brotli, best) and a .gz (gzip -9) beside every compressible file of a folder, so the
// server sends them as they are (Fastify static's preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Source maps are left out: only developer tools fetch them.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality is kept for what visitors and partners load; large files and the docs (megabytes
 * of syntax grammars) get quality 9, which is about ten times faster for a few per cent more bytes.
 */
const LARGE_BYTES = 64 * 1024;

export function precompress(dir) {
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]:
            bytes.length > LARGE_BYTES || name.startsWith('docs/') ? 9 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    files += 1;
  }
  return files;
}
