import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

/**
 * Docs are checked like code (CONTRIBUTING.md, "Docs that stay true"): a path written in backticks
 * names a file or folder of the repository, and the one table of variables (docs/deploy.md) lists
 * exactly what config.ts reads.
 */
const ROOT = join(import.meta.dirname, '../../..');

/** Every file the repository holds (committed or about to be), and every folder above one. */
function repositoryPaths(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = out.split('\n').filter((f) => f && existsSync(join(ROOT, f)));
  const folders = new Set<string>();
  for (const f of files) {
    const parts = f.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return [...files, ...folders];
}

/** The Markdown files checked: docs/ (but the decision records), the README and CONTRIBUTING. */
function checkedDocs(paths: string[]): string[] {
  return paths.filter(
    (p) =>
      p === 'README.md' ||
      p === 'CONTRIBUTING.md' ||
      (p.startsWith('docs/') && p.endsWith('.md') && !p.startsWith('docs/decisions/')),
  );
}

const EXTENSIONS =
  'ts|tsx|js|mjs|cjs|json|md|sql|yaml|yml|conf|css|html|sh|txt|svg|png|jpg|webp|xml|service|tar|gz|csv|xlsx|lock';
const ENDS_IN_EXTENSION = new RegExp(`\\.(${EXTENSIONS})$`);

/** Marks the start and end of lines whose paths are not files of the repository (see CONTRIBUTING). */
const NOT_IN_REPO_START = '<!-- not-in-repo -->';
const NOT_IN_REPO_END = '<!-- /not-in-repo -->';

interface PathToken {
  file: string;
  line: number;
  token: string;
}

/** Inline code spans outside fenced blocks and outside the marked parts, that look like paths. */
function pathTokens(file: string, text: string): PathToken[] {
  const found: PathToken[] = [];
  let fenced = false;
  let marked = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (line.includes(NOT_IN_REPO_START)) marked = true;
    if (line.includes(NOT_IN_REPO_END)) marked = false;
    if (fenced || marked) return;
    for (const [, token] of line.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
      if (token && (token.includes('/') || ENDS_IN_EXTENSION.test(token))) found.push({ file, line: i + 1, token });
    }
  });
  return found;
}

const dependencies = new Set(
  ['package.json', 'apps/api/package.json', 'apps/web/package.json', 'packages/core/package.json'].flatMap((p) => {
    const pkg = JSON.parse(readFileSync(join(ROOT, p), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  }),
);

/** Whether the token is not a path at all: a route, a URL, a command, SQL, a package or a variable. */
function notAPath(token: string): boolean {
  if (/\s/.test(token)) return true; // a command, SQL, a sentence
  if (token.startsWith('/')) return true; // a route or URL path (/api/…, /uploads/…, /product/…)
  if (token.includes('://')) return true; // a URL
  if (/^[A-Z][A-Z0-9_]*(\/|$)/.test(token)) return true; // DATA_DIR/uploads: a variable's folder
  if (/^[.~]\//.test(token) && !token.startsWith('./apps') && !token.startsWith('./docs')) return true;
  if (/^\.[a-z.]+$/.test(token)) return true; // a kind of file (`.csv`), not one file
  if (/^(text|image|application|audio|video|multipart|font)\/[\w.+-]+$/.test(token)) return true; // a media type
  if (/^[\d.]+\/\d+$/.test(token)) return true; // an address range (127.0.0.0/8)
  if (/^[a-z]+:[a-z]/i.test(token)) return true; // host:port/…, a scheme
  if (/[^\x20-\x7e]/.test(token) || /^[dMy]+\/[dMy]+\/[dMy]+$/.test(token)) return true; // a date format, words
  if (/^(boundaries|react-hooks|import-x|@typescript-eslint)\//.test(token)) return true; // a lint rule or setting
  const first = token.startsWith('@') ? token.split('/').slice(0, 2).join('/') : token.split('/')[0]!;
  if (dependencies.has(first) || token.startsWith('@shop/')) return true; // an import of a package
  return false;
}

/** `a/{b,c}/<name>.ts`, `x/*`, `x/**`, `…` as a regular expression over repository paths. */
function patternOf(token: string): RegExp {
  let source = '';
  for (let i = 0; i < token.length; i++) {
    const c = token[i]!;
    if (c === '<') {
      const end = token.indexOf('>', i);
      source += '[^/]+';
      i = end === -1 ? token.length : end;
    } else if (c === '{') {
      const end = token.indexOf('}', i);
      source += `(?:${token
        .slice(i + 1, end)
        .split(',')
        .map((s) => s.replace(/[.+^$()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else if (c === '*') {
      if (token[i + 1] === '*') {
        source += '.*';
        i++;
      } else source += '[^/]*';
    } else if (c === '…') source += '.*';
    else source += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  // A path relative to a workspace (api/client.ts, db/schema/) matches the end of a repository path.
  return new RegExp(`(^|/)${source.replace(/\/$/, '')}$`);
}

function names(paths: Set<string>, list: string[], token: string): boolean {
  const clean = token.replace(/[#:].*$/, '').replace(/\(\)$/, '');
  if (paths.has(clean.replace(/\/$/, ''))) return true;
  const pattern = patternOf(clean);
  return list.some((p) => pattern.test(p));
}

/** Which of these paths git ignores (build output, coverage, data, dependencies). */
function gitIgnored(tokens: string[]): Set<string> {
  if (!tokens.length) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: ROOT,
      input: tokens.join('\n'),
      encoding: 'utf8',
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch (error) {
    // Exit code 1: none of them is ignored.
    if ((error as { status?: number }).status === 1) return new Set();
    throw error;
  }
}

describe('the docs', () => {
  const list = repositoryPaths();
  const paths = new Set(list);

  it('name only files and folders of the repository in backticks', () => {
    const candidates: PathToken[] = [];
    for (const file of checkedDocs(list)) {
      for (const t of pathTokens(file, readFileSync(join(ROOT, file), 'utf8'))) {
        if (!notAPath(t.token) && !names(paths, list, t.token)) candidates.push(t);
      }
    }
    // What the build, the tests and a running shop write (dist/, coverage/, data/, node_modules/) is
    // git-ignored: such a path names an output of the repository, not a stale file.
    const ignored = gitIgnored(candidates.map((t) => t.token.replace(/[#:].*$/, '')));
    const missing = candidates
      .filter((t) => !ignored.has(t.token.replace(/[#:].*$/, '')))
      .map((t) => `${t.file}:${t.line}: \`${t.token}\``);
    const checked = checkedDocs(list).flatMap((f) => pathTokens(f, readFileSync(join(ROOT, f), 'utf8'))).length;
    expect(checked).toBeGreaterThan(300);
    expect(
      missing,
      `These backticked paths name no file or folder of the repository. Correct them, or, for a worked ` +
        `example of files still to be created (or files the shop writes when it runs), put the lines between ` +
        `${NOT_IN_REPO_START} and ${NOT_IN_REPO_END}:\n${missing.join('\n')}\n`,
    ).toEqual([]);
  });

  it('finds a path that names nothing, and leaves routes, commands, URLs and marked examples alone', () => {
    const doc = [
      'The brands are in `apps/api/src/modules/brands/routes.ts` and `api/brands.ts`, the app in `app.ts`.',
      'Gone: `apps/api/src/modules/nothing-here.ts` and `lib/never.ts`.',
      'Routes and commands: `/api/brands/:id`, `npm run db:generate -- --name x`, `select * from t/2`.',
      'A URL `https://example.vn/a.json`, a package `drizzle-orm/pglite`, a folder of a variable `DATA_DIR/db`.',
      'Patterns: `apps/api/src/modules/<name>/repository.ts`, `apps/api/src/{security,deploy}/**`.',
      NOT_IN_REPO_START,
      'Example: `apps/api/src/modules/suppliers/routes.ts`.',
      NOT_IN_REPO_END,
      '```sh',
      'cat `apps/never/here.ts`',
      '```',
    ].join('\n');
    const tokens = pathTokens('x.md', doc).filter((t) => !notAPath(t.token));
    expect(tokens.filter((t) => !names(paths, list, t.token))).toEqual([
      { file: 'x.md', line: 2, token: 'apps/api/src/modules/nothing-here.ts' },
      { file: 'x.md', line: 2, token: 'lib/never.ts' },
    ]);
    expect(tokens.map((t) => t.token)).toContain('apps/api/src/modules/<name>/repository.ts');
  });

  it('list every variable config.ts reads in the one table of docs/deploy.md, and no other', () => {
    const deploy = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');
    const tableVariables = deploy
      .split('\n')
      .filter((line) => /^\|\s*`[A-Z]/.test(line))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
    expect(new Set(tableVariables).size, 'a variable is listed twice').toBe(tableVariables.length);
    expect([...tableVariables].sort()).toEqual([...CONFIG_VARIABLES].sort());
    // The table is the only one: no other checked doc has a table of variables.
    const others = checkedDocs(repositoryPaths()).filter(
      (f) => f !== 'docs/deploy.md' && /^\|\s*`[A-Z][A-Z0-9_]+`\s*\|/m.test(readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(others).toEqual([]);
  });
});
