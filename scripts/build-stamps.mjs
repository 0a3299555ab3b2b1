// The build's up-to-date check (scripts/build.mjs), kept under 50 lines: a part is stale when the names,
// sizes or modification times of its source files differ from those recorded at its last build
// (apps/api/dist/build-stamps.json), or its output is missing. No file is read: milliseconds a start.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMPS = join(ROOT, 'apps/api/dist/build-stamps.json');
const seen = new Map(); // what a source path contributes (parts share sources)
function describe(path) {
  if (seen.has(path)) return seen.get(path);
  const st = statSync(join(ROOT, path), { throwIfNoEntry: false });
  const text = !st
    ? `${path}\0missing\n`
    : st.isDirectory()
      ? readdirSync(join(ROOT, path))
          .filter((name) => name !== 'node_modules' && name !== 'dist' && !/\.test\.tsx?$/.test(name))
          .sort()
          .map((name) => describe(`${path}/${name}`))
          .join('')
      : `${path}\0${st.size}\0${st.mtimeMs}\n`;
  seen.set(path, text);
  return text;
}

/** A digest of the names, sizes and modification times of the files (tests left out). */
export const fingerprint = (sources) => createHash('sha1').update(sources.map(describe).join('')).digest('hex');

function readStamps() {
  try {
    return JSON.parse(readFileSync(STAMPS, 'utf8'));
  } catch {
    return {}; // none yet, or unreadable: everything is stale
  }
}

export function writeStamp(name, print) {
  writeFileSync(STAMPS, `${JSON.stringify({ ...readStamps(), [name]: print }, null, 2)}\n`);
}

/** The parts (`{ name: { sources, output } }`) whose output is missing or older than their sources. */
export function staleOf(parts) {
  const stamps = readStamps();
  return Object.entries(parts)
    .map(([name, part]) => ({ name, print: fingerprint(part.sources), output: part.output }))
    .filter(({ name, print, output }) => stamps[name] !== print || !existsSync(join(ROOT, output)))
    .map(({ name, print }) => ({ name, print }));
}
