import { fileURLToPath } from 'node:url';

/**
 * Folders of the API package, found from this module's own address. This file sits one folder below
 * the package (`src/paths.ts`) as the compiled server does (`dist/server.js`, where every module is
 * bundled into one file), so the same `..` names the package folder both when the tests run the
 * TypeScript sources and when `npm start` runs the build.
 */

/** The SQL migrations (drizzle-kit writes them; applied at every start). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The build's ready database with the demo catalogue (`npm run build` makes it; see seed/template.ts). */
export const TEMPLATE_DIR = fileURLToPath(new URL('../dist/template', import.meta.url));

/** The 10,000 most common passwords, refused as new passwords (`lists/README.md` names the source). */
export const COMMON_PASSWORDS_FILE = fileURLToPath(new URL('../lists/common-passwords.txt', import.meta.url));

/** The wards and communes of each province since 1 July 2025 (`lists/README.md` names the source). */
export const WARDS_FILE = fileURLToPath(new URL('../lists/wards-2025.json', import.meta.url));
