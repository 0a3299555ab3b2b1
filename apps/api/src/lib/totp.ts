import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator
 * app reads) through otplib. A code of the step before or after the server's is accepted too, for
 * phones whose clocks drift; `afterStep` refuses any code of a step already used (no replay).
 */
const PERIOD = 30;
const TOLERANCE_SECONDS = PERIOD;

export const newTotpSecret = () => generateSecret({ length: 20 });

export function totpUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret, period: PERIOD, digits: 6, algorithm: 'sha1' });
}

/** The time step the code belongs to, when it is right and later than `afterStep`; null otherwise. */
export async function checkTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      period: PERIOD,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

// Recovery codes: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as xxxxx-xxxxx.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A recovery code as typed (spaces, capitals, with or without the dash) in the stored form. */
export const normalizeRecoveryCode = (typed: string) => {
  const bare = typed.replace(/[\s-]/g, '').toLowerCase();
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
};
