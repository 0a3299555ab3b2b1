/**
 * The cluster test's options and report (cluster-test.ts): each check is printed as it is made, a ✓
 * or a ✗ with its detail, and the failures are kept for the summary at the end.
 */

export function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (arg) return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : 'true';
  return fallback;
}

export const failures: string[] = [];
export const lines: string[] = [];
export function check(ok: boolean, what: string, detail = ''): boolean {
  const line = `${ok ? '  ✓' : '  ✗'} ${what}${detail ? ` (${detail})` : ''}`;
  lines.push(line);
  console.log(line);
  if (!ok) failures.push(what + (detail ? `: ${detail}` : ''));
  return ok;
}
export function note(text: string) {
  lines.push(text);
  console.log(text);
}
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const one = async <T>(rows: Promise<T[]>): Promise<T> => (await rows)[0]!;

export async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${res.status} ${res.url}: not JSON: ${text.slice(0, 200)}`);
  }
}
