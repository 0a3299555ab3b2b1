import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** V8's WebAssembly compiler (the TypeScript library of this project declares its types only). */
const { compile } = (
  globalThis as unknown as { WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> } }
).WebAssembly;

let compiling: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's PostgreSQL (9 MB of WebAssembly) read and compiled once per process. The server's entry
 * starts this before it loads the rest of its code, so V8 compiles it on its own threads while the
 * JavaScript loads; the embedded database then opens with the compiled module.
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiling ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return compile(await readFile(join(dirname(entry), 'pglite.wasm')));
  })();
  return compiling;
}
