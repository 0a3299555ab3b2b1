import type { Setting, SettingsMap } from '@shop/core/schemas/setting';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images, settings } from '../../db/schema/index.ts';

export function settingsRepository(db: Db) {
  return {
    /** Every setting stored, or only those of `keys` (read by their key, not the whole table). */
    async map(keys?: readonly string[]): Promise<SettingsMap> {
      const rows = await db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(keys ? inArray(settings.key, [...keys]) : undefined)
        .orderBy(asc(settings.key));
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
    async find(key: string): Promise<Setting | undefined> {
      const [row] = await db
        .select({ key: settings.key, value: settings.value, description: settings.description })
        .from(settings)
        .where(eq(settings.key, key));
      return row;
    },
    /**
     * Creates or updates one setting. An omitted description keeps the stored one. `created` tells
     * whether the key was new.
     */
    async save(
      key: string,
      value: string,
      description: string | null | undefined,
    ): Promise<{ setting: Setting; created: boolean }> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ key: settings.key })
          .from(settings)
          .where(eq(settings.key, key))
          .for('update');
        const set = { value, updatedAt: new Date(), ...(description === undefined ? {} : { description }) };
        const [row] = await tx
          .insert(settings)
          .values({ key, value, description: description ?? null })
          .onConflictDoUpdate({ target: settings.key, set })
          .returning({ key: settings.key, value: settings.value, description: settings.description });
        return { setting: row!, created: !existing };
      });
    },
    async remove(key: string): Promise<boolean> {
      const rows = await db.delete(settings).where(eq(settings.key, key)).returning({ key: settings.key });
      return rows.length > 0;
    },
    /** The library images among `paths`: path → image id. */
    async libraryImages(paths: string[]): Promise<Map<string, number>> {
      if (!paths.length) return new Map();
      const rows = await db
        .select({ id: images.id, path: images.path })
        .from(images)
        .where(inArray(images.path, [...new Set(paths)]));
      return new Map(rows.map((r) => [r.path, r.id]));
    },
  };
}
export type SettingsRepository = ReturnType<typeof settingsRepository>;
