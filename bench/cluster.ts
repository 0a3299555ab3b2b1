/**
 * Cluster throughput: the catalogue list and a product page through nginx (`deploy/nginx.conf`)
 * with 1, 2 and 3 shop servers, on this machine's PostgreSQL, Redis and s3rver (the set-up of the
 * cluster test, `test-support/cluster.ts`), measured with autocannon. Besides requests/s it
 * reads the CPU time each process used (`/proc`) and divides it by the requests: the shop servers',
 * PostgreSQL's (the backends of the bench database) and nginx's. From the servers' CPU per request
 * it says what one server would do with a core of its own, and so N servers on N cores (the
 * database and nginx on cores of their own): the figure this 2-core machine cannot show directly.
 *
 *   node --import tsx bench/cluster.ts                    # 10 s per route and server count
 *   node --import tsx bench/cluster.ts --duration=5 --connections=32
 *
 * The product page is the storefront's server-rendered `/product/{id}-{slug}` when the web app is
 * built (`npm run build`), else `GET /api/products/{id}` (what that page asks the API). Uses the
 * database `shop_cluster_bench` on CLUSTER_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres), made afresh with the demo catalogue and dropped
 * at the end, and CLUSTER_REDIS_URL (redis://127.0.0.1:6379) with a key prefix of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  ROOT,
  clusterDir,
  freePort,
  killAll,
  openClusterDatabase,
  processCpuMs,
  sleep,
  startCluster,
  startNginx,
  type Cluster,
  type ClusterNginx,
} from '../test-support/cluster.ts';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const v = Number(arg ? arg.slice(arg.indexOf('=') + 1) : fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number`);
  return v;
}
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 50);
const SERVER_URL = process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379';
const DB_NAME = 'shop_cluster_bench';

interface CannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  throughput: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** CPU ms used so far by the PostgreSQL backends of the bench database (this machine's server). */
function postgresCpuMs(): number {
  let ms = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres: ') && cmd.includes(` ${DB_NAME} `)) ms += processCpuMs(Number(pid));
    } catch {
      /* ended meanwhile */
    }
  }
  return ms;
}

interface Row {
  route: string;
  servers: number;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  total: number;
  serverMs: number;
  postgresMs: number;
  nginxMs: number;
  /** This process (autocannon, the load generator). */
  loadMs: number;
  bytes: number;
}

async function measure(c: Cluster, nginx: ClusterNginx, n: number, route: string, path: string): Promise<Row> {
  const url = `${nginx.url}${path}`;
  // Warm-up: every server answers the route (and fills its catalogue cache).
  await autocannon({ url, connections: 8, duration: 2 });
  await sleep(500);
  const active = c.servers.slice(0, n);
  const cpu = () => ({
    server: active.reduce((sum, s) => sum + s.cpuMs(), 0),
    postgres: postgresCpuMs(),
    nginx: nginx.pid() ? processCpuMs(nginx.pid()!) : 0,
    load: processCpuMs(process.pid),
  });
  const before = cpu();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 30 });
  const after = cpu();
  const total = r.requests.total;
  return {
    route,
    servers: n,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    total,
    serverMs: (after.server - before.server) / total,
    postgresMs: (after.postgres - before.postgres) / total,
    nginxMs: (after.nginx - before.nginx) / total,
    loadMs: (after.load - before.load) / total,
    bytes: r.throughput.total / total,
  };
}

async function main() {
  const { dir, remove } = clusterDir('shop-cluster-bench');
  process.once('exit', remove);
  const load = loadavg().map((l) => l.toFixed(1));
  console.log(
    `Cluster bench: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average before: ${load.join(' ')}`,
  );
  const c = await startCluster({
    serverUrl: SERVER_URL,
    redisUrl: REDIS_URL,
    name: DB_NAME,
    servers: 3,
    fresh: true,
    dir,
    env: { LOG_LEVEL: 'error' },
  });
  const rows: Row[] = [];
  try {
    await c.nginx.stop();
    const { products } = (await (await fetch(`${c.servers[0]!.url}/api/products?limit=1`)).json()) as {
      products: { id: number; slug: string }[];
    };
    const product = products[0]!;
    const built = existsSync(join(ROOT, 'apps/web/dist/index.html'));
    const routes: [string, string][] = [
      ['catalogue list', '/api/products?limit=12&include=variants,category,brand'],
      built
        ? ['product page (HTML)', `/product/${product.id}-${product.slug}`]
        : ['product (API)', `/api/products/${product.id}`],
    ];
    for (let n = 1; n <= 3; n++) {
      const nginx = await startNginx(
        join(dir, `nginx-${n}`),
        await freePort(),
        c.servers.slice(0, n).map((s) => s.port),
      );
      try {
        for (const [route, path] of routes) {
          const row = await measure(c, nginx, n, route, path);
          rows.push(row);
          console.log(
            `${route}, ${n} server(s): ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
              `CPU ms/request: servers ${row.serverMs.toFixed(2)}, PostgreSQL ${row.postgresMs.toFixed(2)}, nginx ${row.nginxMs.toFixed(2)}, load generator ${row.loadMs.toFixed(2)}; ${Math.round(row.bytes)} bytes/answer` +
              (row.bad ? `, ${row.bad} failed or non-2xx` : ''),
          );
        }
      } finally {
        await nginx.stop();
      }
    }
  } finally {
    await c.stop();
    const db = await openClusterDatabase(SERVER_URL, DB_NAME, false);
    await db.drop().catch(() => {});
    killAll();
  }

  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| route | servers | req/s | p50 ms | p99 ms | CPU ms/request: servers + PostgreSQL + nginx + load generator | one core per server: req/s (from servers’ CPU) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const perCore = 1000 / r.serverMs;
    console.log(
      `| ${r.route} | ${r.servers} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.serverMs.toFixed(2)} + ${r.postgresMs.toFixed(2)} + ${r.nginxMs.toFixed(2)} + ${r.loadMs.toFixed(2)} | ${Math.round(perCore * r.servers)} |`,
    );
  }
  const bad = rows.reduce((s, r) => s + r.bad, 0);
  console.log(`\n${bad ? `${bad} requests failed or answered non-2xx` : 'Every request answered 2xx.'}`);
}

main().catch((err) => {
  console.error(err);
  killAll();
  process.exit(1);
});
