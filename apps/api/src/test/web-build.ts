import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * The web build's index.html as the rendering splits it: the page title and meta between their
 * markers, `extraHead` (scripts, preloads) before `</head>`, and the empty root.
 */
export function indexHtml({ meta = '', extraHead = '' }: { meta?: string; extraHead?: string } = {}): string {
  return `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <!--page-title--><title>Đồng Hồ Sang Trọng</title><!--/page-title-->
    <!--page-meta-->${meta}<!--/page-meta-->
    <script type="module" crossorigin src="/assets/index-test.js"></script>${extraHead}
  </head>
  <body><div id="root"></div></body>
</html>`;
}

/**
 * A stand-in for the web app's build (`WEB_DIST`), made now in a temporary folder and removed after
 * the file's tests: its index.html, and when given, the server render bundle (`.ssr/entry-server.js`)
 * and Vite's manifest (`.vite/manifest.json`). Returns the folder.
 */
export function webBuild(files: { index?: string; bundle?: string; manifest?: object }): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-web-build-'));
  writeFileSync(join(dir, 'index.html'), files.index ?? indexHtml());
  if (files.bundle !== undefined) {
    mkdirSync(join(dir, '.ssr'));
    writeFileSync(join(dir, '.ssr', 'entry-server.js'), files.bundle);
  }
  if (files.manifest !== undefined) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(files.manifest));
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
