import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import { TEST_PASSWORD } from './test/fixtures.ts';

/**
 * The curl examples of docs/api.md, run with the real curl against a started shop (a fresh embedded
 * database with the demo catalogue). Each ```sh block that calls curl is followed by an ```http block,
 * its answer as `curl -si` prints it, shortened: the status line, the headers worth showing, and the
 * JSON body. The status must be the same; each header shown must be there; the body must hold what is
 * shown: an object's fields shown (others may follow), an array's first items, and `…` stands for text
 * left out (a value of just "…" for any value). The blocks run in order, in one folder (for the cookie
 * jar), with $SHOP, $ADMIN_PASSWORD and $TOKEN (the `token` of the latest answer that carried one).
 */

const DOC = new URL('../../../docs/api.md', import.meta.url);

interface Example {
  line: number;
  command: string;
  answer: string;
}

/** The fenced blocks of a Markdown text, with their language and the line they start on. */
function blocksOf(markdown: string) {
  const blocks: { lang: string; body: string; line: number }[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== '```'; i++) body.push(lines[i]!);
    blocks.push({ lang: open[1]!, body: body.join('\n'), line: start + 1 });
  }
  return blocks;
}

function examplesOf(markdown: string): Example[] {
  const blocks = blocksOf(markdown);
  return blocks.flatMap((block, i) => {
    if (block.lang !== 'sh' || !/\bcurl\b/.test(block.body)) return [];
    const next = blocks[i + 1];
    if (next?.lang !== 'http')
      throw new Error(`docs/api.md:${block.line}: a curl example needs its answer (an http block)`);
    return [{ line: block.line, command: block.body, answer: next.body }];
  });
}

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** An answer as `curl -si` prints it (or as the doc writes it): status line, headers, blank line, body. */
function parseAnswer(text: string): Answer {
  const normal = text.replace(/\r\n/g, '\n');
  const split = normal.indexOf('\n\n');
  const head = split < 0 ? normal : normal.slice(0, split);
  const body = split < 0 ? '' : normal.slice(split + 2);
  const [statusLine = '', ...headerLines] = head.split('\n');
  const status = /^HTTP\/[\d.]+ (\d{3})/.exec(statusLine);
  if (!status) throw new Error(`no status line in: ${text.slice(0, 200)}`);
  const headers = headerLines.map((h): [string, string] => {
    const colon = h.indexOf(':');
    return [h.slice(0, colon).trim().toLowerCase(), h.slice(colon + 1).trim()];
  });
  return { status: Number(status[1]), headers, body: body.trim() };
}

const ANY = '…';

/** `…` inside a shown text stands for any text. */
const textMatches = (shown: string, actual: string) =>
  new RegExp(
    `^${shown
      .split(ANY)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^]*')}$`,
  ).test(actual);

/** Where the actual value differs from the shown one (an empty list when it holds it), by JSON path. */
function differences(shown: unknown, actual: unknown, path = '$'): string[] {
  if (shown === ANY) return [];
  if (typeof shown === 'string')
    return typeof actual === 'string' && textMatches(shown, actual)
      ? []
      : [`${path}: ${JSON.stringify(actual)} is not ${JSON.stringify(shown)}`];
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual) || actual.length < shown.length)
      return [`${path}: ${JSON.stringify(actual)?.slice(0, 200)} has not the ${shown.length} items shown`];
    return shown.flatMap((item, i) => differences(item, actual[i], `${path}[${i}]`));
  }
  if (shown !== null && typeof shown === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return [`${path}: ${JSON.stringify(actual)?.slice(0, 200)} is not an object`];
    return Object.entries(shown).flatMap(([key, value]) =>
      key in actual
        ? differences(value, (actual as Record<string, unknown>)[key], `${path}.${key}`)
        : [`${path}: no field ${key}`],
    );
  }
  return Object.is(shown, actual) ? [] : [`${path}: ${JSON.stringify(actual)} is not ${JSON.stringify(shown)}`];
}

function compare(shown: Answer, actual: Answer): string[] {
  const problems: string[] = [];
  if (shown.status !== actual.status) problems.push(`status ${actual.status}, not ${shown.status}`);
  for (const [name, value] of shown.headers)
    if (!actual.headers.some(([n, v]) => n === name && textMatches(value, v)))
      problems.push(`no header ${name}: ${value}`);
  if (shown.body !== '') {
    let body: unknown;
    try {
      body = JSON.parse(actual.body);
    } catch {
      return [...problems, `the body is not JSON: ${actual.body.slice(0, 200)}`];
    }
    problems.push(...differences(JSON.parse(shown.body), body));
  }
  return problems;
}

function run(command: string, env: Record<string, string>, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Asynchronous: the shop answering curl runs in this process.
    execFile('/bin/sh', ['-c', command], { cwd, env, timeout: 20_000 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${command}\n${stderr || err.message}`)) : resolve(stdout),
    );
  });
}

const examples = examplesOf(readFileSync(DOC, 'utf8'));
let t: TestApp;
let shop: string;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.app.listen({ port: 0, host: '127.0.0.1' });
  folder = mkdtempSync(join(tmpdir(), 'shop-docs-api-'));
});
afterAll(async () => {
  await t?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('docs/api.md', () => {
  it('has curl examples, each with its answer', () => {
    expect(examples.length).toBeGreaterThan(10);
    expect(examples.filter((e) => !/^(curl|for) /.test(e.command))).toEqual([]);
  });

  it('answers each curl example as the guide shows', { timeout: 120_000 }, async () => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      SHOP: shop,
      ADMIN_PASSWORD: TEST_PASSWORD,
    };
    for (const example of examples) {
      const printed = await run(example.command, env, folder);
      const actual = parseAnswer(printed);
      const problems = compare(parseAnswer(example.answer), actual);
      expect.soft(problems, `docs/api.md:${example.line}\n${example.command}\n→ ${printed.slice(0, 2000)}`).toEqual([]);
      try {
        const token = (JSON.parse(actual.body) as { token?: unknown }).token;
        if (typeof token === 'string') env.TOKEN = token;
      } catch {
        // Not JSON: no token.
      }
    }
  });
});
