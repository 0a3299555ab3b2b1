import { readFileSync } from 'node:fs';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@shop/core/schemas/password';
import { foldUsername, normalizeUsername } from '@shop/core/text';
import { COMMON_PASSWORDS_FILE } from '../paths.ts';
import { badRequest } from './errors.ts';

let common: Set<string> | undefined;
/** The common passwords, lower-cased; read once, on the first check. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/**
 * What is wrong with a password for this user, in Vietnamese, or null when it fits the rules: at
 * least PASSWORD_MIN_LENGTH characters, no composition rules, not one of the 10,000 most common
 * passwords (letter case ignored), and not containing the username. New and changed passwords must
 * fit; a user signing in with a password that does not is asked to change it.
 */
export function passwordProblem(password: string, username: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return PASSWORD_MESSAGES.common;
  const name = foldUsername(normalizeUsername(username)).toLowerCase();
  if (name.length >= 3 && lower.includes(name)) return PASSWORD_MESSAGES.containsUsername;
  return null;
}

/** A 400 at the password field when the password does not fit the rules (`passwordProblem`). */
export function refuseWeakPassword(password: string, username: string, field: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw badRequest(problem, [{ field, in: 'body', message: problem }]);
}
