import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Time between two rounds. */
  everyMs: number;
  /** One round; what it answers is not used. */
  run: () => Promise<unknown>;
  /** Logged (a warning) when a round fails; the next round tries again. */
  failure: string;
  /** The first round is part of the start (the server is ready once it is done); else it runs in the background. */
  firstRoundBeforeReady: boolean;
}

/**
 * A job every server runs: a first round as it gets ready, then one every `everyMs` (a timer that
 * does not keep the process alive); rounds never overlap, and the server's close waits for the round
 * in progress and starts no other.
 */
export function periodicJob(app: FastifyInstance, job: PeriodicJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;
  const round = () => {
    if (closed) return;
    running = running
      .then(() => (closed ? undefined : job.run()))
      .catch((err: unknown) => app.log.warn({ err }, job.failure));
  };
  app.addHook('onReady', (ready) => {
    timer = setInterval(round, job.everyMs).unref();
    round();
    if (job.firstRoundBeforeReady) running.then(() => ready(), ready);
    else ready();
  });
  app.addHook('preClose', (closing) => {
    closed = true;
    clearInterval(timer);
    running.then(() => closing(), closing);
  });
}
