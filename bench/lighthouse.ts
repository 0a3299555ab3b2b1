/**
 * Lighthouse 12 on the storefront: mobile defaults, 3 runs per page, medians.
 *
 *   npm run build && node --import tsx bench/lighthouse.ts
 *
 * Builds nothing: it serves the existing apps/web/dist with the API server on a temporary data dir
 * (demo catalogue), like `npm start`. Env: RUNS (default 3), CHROMIUM_PATH (default /usr/bin/chromium),
 * PAGES (comma list of paths, default `/,/products,<product>,/checkout,/checkout+cart`; `<product>` is
 * the first product's page, `+cart` a page visited with that product in the cart, which Lighthouse's
 * own visit, with empty storage, never has), REPORT_DIR (keeps each run's full Lighthouse JSON there,
 * to read the LCP breakdown and the request chains).
 * Targets: performance ≥ 95; accessibility, best practices and SEO 100.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Product } from '@shop/core/schemas/product';
import { startShop } from './shop.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

interface RunResult {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits below 100 in the non-performance categories (what to fix). */
  findings: string[];
}

async function runOnce(url: string, port: number, reportFile?: string, keepStorage = false): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // A checkout with a cart: the cart put in the browser's storage beforehand stays there.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: Record<string, number> = {};
  const findings: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]!;
    scores[id] = Math.round((category.score ?? 0) * 100);
    if (id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]!;
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) findings.push(`${id}: ${ref.id} (${audit.title})`);
    }
  }
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    findings,
  };
}

/** Puts `product` in the cart kept in the browser's storage, as a shopper does: Thêm vào giỏ hàng on its page. */
async function putInCart(port: number, shopUrl: string, product: Product) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${shopUrl}/product/${product.slug}`);
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).first().click();
    await page.getByText('Đã thêm vào giỏ hàng').waitFor();
    await page.close();
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const shop = await startShop();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const list = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as {
      products?: Product[];
    };
    const product = list.products?.[0];
    if (!product?.slug) throw new Error('the demo catalogue has no product');
    const pages = (process.env.PAGES?.split(',') ?? ['/', '/products', '<product>', '/checkout', '/checkout+cart']).map(
      (p) => (p === '<product>' ? `/product/${product.slug}` : p),
    );
    const reportDir = process.env.REPORT_DIR;
    if (reportDir) mkdirSync(reportDir, { recursive: true });

    const rows: string[] = [];
    let allMet = true;
    for (const page of pages) {
      // `/checkout+cart`: the checkout of a shopper with the first product in their cart (Lighthouse's
      // own visit comes with empty storage, so `/checkout` alone is the empty cart's page).
      const withCart = page.endsWith('+cart');
      const path = withCart ? page.slice(0, -'+cart'.length) : page;
      if (withCart) await putInCart(chrome.port, shop.url, product);
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${i + 1}.json`;
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again.
        let run: RunResult | undefined;
        for (let attempt = 1; !run; attempt++) {
          try {
            run = await runOnce(`${shop.url}${path}`, chrome.port, reportDir && join(reportDir, name), withCart);
          } catch (err) {
            if (attempt >= 3) throw err;
            console.error(`${path}: ${(err as Error).message}; running it again`);
          }
        }
        console.error(`${page} run ${i + 1}/${RUNS}: ${JSON.stringify(run.scores)} LCP ${Math.round(run.lcp)} ms`);
        runs.push(run);
      }
      const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]!))]));
      for (const c of CATEGORIES) if (med[c]! < TARGETS[c]) allMet = false;
      const lcp = median(runs.map((r) => r.lcp));
      const tbt = median(runs.map((r) => r.tbt));
      const cls = median(runs.map((r) => r.cls));
      rows.push(
        `| \`${page}\` | ${med.performance} | ${med.accessibility} | ${med['best-practices']} | ${med.seo} | ` +
          `${(lcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)} |`,
      );
      const findings = [...new Set(runs.flatMap((r) => r.findings))];
      if (findings.length) console.log(`Findings on ${page}:\n${findings.map((f) => `  - ${f}`).join('\n')}`);
    }
    console.log(`\nLighthouse ${RUNS} runs per page, mobile defaults, medians:\n`);
    console.log('| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
    console.log(`\nTargets (performance ≥ 95, others 100): ${allMet ? 'met' : 'NOT met'}`);
  } finally {
    chrome.kill();
    await shop.stop();
  }
}

await main();
