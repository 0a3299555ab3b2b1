import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The arguments of `npm run serve` (package.json), for Node itself: the benches start the compiled
 * server exactly as the shop runs it (the same heap bounds), without npm in between.
 */
export function serveArgs(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const [node, ...args] = pkg.scripts.serve.trim().split(/\s+/);
  if (node !== 'node') throw new Error(`the serve script does not start with node: ${pkg.scripts.serve}`);
  return args;
}
