import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, lstat, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { constants, type Stats } from 'node:fs';
import { contentTypeOf, isSafeKey, type ObjectInfo, type Storage } from './storage.ts';

/** Temporary files being written (renamed into place when complete); never listed or served. */
const TEMP = /^\.tmp-/;

/**
 * Image files in a folder of this machine (`UPLOAD_DIR`): the default, for one server. Only regular
 * files inside the folder are read (no symlinks followed out of it, no paths escaping it).
 */
export function diskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string): string | null => {
    if (!isSafeKey(key)) return null;
    const full = resolve(base, key);
    return full.startsWith(base + sep) ? full : null;
  };
  // The validator follows size and modification time, so it is the same for every reader of the file.
  const infoOf = (key: string, st: Stats): ObjectInfo => ({
    size: st.size,
    etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
    lastModified: st.mtime,
    contentType: contentTypeOf(key),
  });

  // Written under a temporary name and renamed: a reader never sees half a file.
  const writeAtomically = async (key: string, write: (tmp: string) => Promise<void>) => {
    const full = pathOf(key);
    if (!full) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    await mkdir(dirname(full), { recursive: true });
    const tmp = join(dirname(full), `.tmp-${randomUUID()}`);
    try {
      await write(tmp);
      await rename(tmp, full);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  };

  return {
    description: `folder ${base}`,
    async put(key, data) {
      await writeAtomically(key, (tmp) => writeFile(tmp, data));
    },
    async copy(from, to) {
      const source = pathOf(from);
      if (!source) throw new Error(`unsafe storage key ${JSON.stringify(from)}`);
      await writeAtomically(to, (tmp) => copyFile(source, tmp));
    },
    async stat(key) {
      const full = pathOf(key);
      const st = full ? await lstat(full).catch(() => null) : null;
      return st?.isFile() ? infoOf(key, st) : null;
    },
    async read(key, range) {
      const full = pathOf(key);
      if (!full) return null;
      // Opened first and then described by its handle: the answer is about the file that is read,
      // even if the name is removed or replaced meanwhile.
      const handle = await open(full, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);
      if (!handle) return null;
      try {
        const st = await handle.stat();
        if (!st.isFile()) {
          await handle.close();
          return null;
        }
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { ...infoOf(key, st), body, ...(range ? { range } : {}) };
      } catch (err) {
        await handle.close().catch(() => {});
        throw err;
      }
    },
    async remove(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const full = pathOf(key);
          if (full) await rm(full, { force: true });
        }),
      );
    },
    async *list() {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return [];
          throw err;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile() || TEMP.test(entry.name)) continue;
        const full = join(entry.parentPath, entry.name);
        const key = relative(base, full).split(sep).join('/');
        const st = await lstat(full).catch(() => null);
        if (st?.isFile()) yield { key, size: st.size, etag: infoOf(key, st).etag };
      }
    },
    publicUrl: () => null,
    async ping() {
      await mkdir(base, { recursive: true });
    },
    async close() {},
  };
}
