// The server's entry (`npm start`, `npm run serve`, the systemd unit): what helps the start and can
// run before the rest of the code is loaded, then the server itself (server-main.ts).
import * as nodeModule from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { pgliteWasmModule } from './db/pglite-wasm.ts';

// Node 22+ keeps the code it compiled between starts (NODE_COMPILE_CACHE, else a folder of the
// system's temporary directory); Node 20 has no such cache and starts as before.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// The embedded database's functions are optimized only once they have run ten times as long as
// V8's default (about 18 MB of instructions instead of 1.8): PostgreSQL's start-up code runs once,
// and optimizing it cost more processor time than the whole rest of a restart. Hot query code is
// still optimized, a little later.
setFlagsFromString('--wasm-tiering-budget=18000000');

// On the embedded database, PostgreSQL's WebAssembly compiles on V8's threads while the JavaScript
// below loads (a failure is left to the database's own open, which reports it).
if (!process.env.DATABASE_URL) pgliteWasmModule().catch(() => {});

await import('./server-main.ts');
