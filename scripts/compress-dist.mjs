// After `vite build`: writes .br and .gz beside every text asset, served by @fastify/static (preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../apps/web/dist', import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    // .vite (the manifest) and .ssr (the server's render bundle) are not served.
    if (name.startsWith('.')) continue;
    if (statSync(full).isDirectory()) walk(full);
    else if (TEXT.test(name) && statSync(full).size > 1024) {
      const data = readFileSync(full);
      writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      files++;
    }
  }
};
walk(root);
console.log(`compressed ${files} files in ${root}`);
