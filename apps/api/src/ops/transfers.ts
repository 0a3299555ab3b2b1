/**
 * What the operator commands share when they move a bucket's objects (backup, restore, migrate-to).
 * Each command is an entry of its own in the build (scripts/build.mjs); none imports another, so each
 * keeps its code, and the check that it was run as a command, in its own file.
 */

/** Copies kept aside by a restore in a bucket (`before-restore-<time>/…`): not part of the shop's images. */
export const ASIDE_PREFIX = 'before-restore-';

/** At most this many objects are downloaded or uploaded at once. */
const TRANSFERS = 8;

/** Runs `work` on every item, `TRANSFERS` at a time; the first failure stops the rest and is thrown. */
export async function eachAtMost<T>(items: Iterable<T>, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  let failed: { err: unknown } | undefined;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !failed; item = queue.shift()) {
      await work(item).catch((err: unknown) => {
        failed ??= { err };
      });
    }
  };
  await Promise.all(Array.from({ length: TRANSFERS }, worker));
  if (failed) throw failed.err;
}
