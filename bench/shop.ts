/**
 * The built shop for the page benchmarks (lighthouse.ts, pages.ts): the shared test support's server
 * (apps/api/src/server.ts on a temporary data dir with the demo catalogue, like `npm start`),
 * refusing to measure a shop without its built web app. `env` adds to its environment (e.g. WEB_DIST).
 */
import { resolve } from 'node:path';
import { startShop as startBuiltShop, type ShopServer } from '../test-support/shop-server.ts';

export const ROOT = resolve(import.meta.dirname, '..');

export async function startShop(env: Record<string, string> = {}): Promise<ShopServer> {
  const shop = await startBuiltShop(env);
  const index = await fetch(shop.url).then((r) => r.text());
  if (!index.includes('/assets/')) {
    await shop.stop();
    throw new Error('no built web app: run `npm run build` first');
  }
  return shop;
}
