// `npm start`: builds what is missing or stale (nothing, usually: `npm install` built it), then runs
// the compiled server in this same process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleParts } from './build.mjs';

if (staleParts().length > 0) {
  const build = fileURLToPath(new URL('build.mjs', import.meta.url));
  const result = spawnSync(process.execPath, [build], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Errors name the TypeScript sources (the build writes source maps beside the server).
process.setSourceMapsEnabled(true);
await import('../apps/api/dist/server.js');
