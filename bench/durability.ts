/**
 * `node --import tsx bench/durability.ts [rounds] [clients]` (DATABASE_URL=… to run on PostgreSQL):
 * kills the server with SIGKILL mid-traffic, restarts it and checks no acknowledged write was lost.
 */
import { runDurability } from '../test-support/durability.ts';

const rounds = Number(process.argv[2] ?? 5);
const clients = Number(process.argv[3] ?? 20);
const databaseUrl = process.env.DATABASE_URL || undefined;
console.log(
  `durability: ${rounds} rounds, ${clients} concurrent clients, database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
);
const results = await runDurability({ rounds, clients, killAfterMs: [500, 3000], databaseUrl, log: console.log });
const lost = results.flatMap((r) => r.lost);
const errors = results.reduce((n, r) => n + r.serverErrors, 0);
const acked = results.reduce((n, r) => n + r.acknowledged, 0);
console.log(`total: ${acked} acknowledged writes, ${lost.length} lost, ${errors} 5xx`);
if (lost.length) console.log('lost:', lost.slice(0, 20).join(', '));
process.exit(lost.length || errors ? 1 : 0);
