/**
 * A reason the server cannot start that the operator can fix (a data directory or port in use, an
 * unreachable database, a database from a newer version, a bad setting). Its message is one line
 * that names what is wrong and where, never a password; `server-main.ts` prints only that line to stderr
 * and exits with code 1. Anything else that stops start-up is a bug and is printed with its stack.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message.replace(/\s*\n\s*/g, ' ').trim());
    this.name = 'StartupError';
  }
}
