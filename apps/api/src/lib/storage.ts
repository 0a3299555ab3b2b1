import { mkdir, rm, writeFile, rename } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where image files live. The disk implementation is the default; an S3 one can take its place. */
export interface Storage {
  /** Stores a file under a generated-safe name and returns its public path (`/uploads/<name>`). */
  put(name: string, data: Buffer): Promise<string>;
  remove(name: string): Promise<void>;
  /** The absolute file path for a stored name, or null when the name could escape the folder. */
  resolve(name: string): string | null;
  readonly root: string;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export function isSafeName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..') && basename(name) === name;
}

export function diskStorage(root: string): Storage {
  const base = resolve(root);
  return {
    root: base,
    resolve(name) {
      if (!isSafeName(name)) return null;
      const full = resolve(base, name);
      return full.startsWith(base + sep) ? full : null;
    },
    async put(name, data) {
      const full = this.resolve(name);
      if (!full) throw new Error(`unsafe file name ${name}`);
      await mkdir(base, { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = join(base, `.tmp-${randomUUID()}`);
      await writeFile(tmp, data);
      await rename(tmp, full);
      return `/uploads/${name}`;
    },
    async remove(name) {
      const full = this.resolve(name);
      if (full) await rm(full, { force: true });
    },
  };
}
