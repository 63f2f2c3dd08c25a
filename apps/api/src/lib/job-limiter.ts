import { serverBusy } from './app-error.ts';

/** Gives the slot back; calling it more than once is harmless. */
export type ReleaseJob = () => void;

export interface JobLimiter {
  /**
   * A slot for one heavy job: at once when one is free, else after waiting in the queue. Throws a
   * 429 (`server.busy`, Retry-After) when the queue is full too, and stops waiting when `signal`
   * aborts (the client went away), so an abandoned request never takes a slot.
   */
  acquire(signal?: AbortSignal): Promise<ReleaseJob>;
  /** `job` inside a slot, released however it ends. */
  run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Jobs running and waiting now (for tests and logs). */
  stats(): { running: number; waiting: number };
}

export interface JobLimiterOptions {
  /** Jobs that may run at once. */
  concurrency: number;
  /** Jobs that may wait for a slot; 2 × concurrency unless given. */
  queueSize?: number;
  /** What a refused caller is told to wait, in seconds. */
  retryAfterSeconds?: number;
}

/**
 * Bounded concurrency for the jobs that take seconds of CPU or memory (invoice rendering, product
 * exports and imports), per API instance. A burst of them (50 exports at once) would otherwise
 * share the one event loop and the process's memory with every cheap request; with the limiter a
 * few run, a few more wait their turn, and the rest are asked to come back later instead of being
 * queued without bound. Slots go to waiters first in, first out.
 */
export function createJobLimiter(options: JobLimiterOptions): JobLimiter {
  const concurrency = Math.max(1, options.concurrency);
  const queueSize = options.queueSize ?? 2 * concurrency;
  const retryAfterSeconds = options.retryAfterSeconds ?? 5;
  let running = 0;
  const waiting: Array<(release: ReleaseJob) => void> = [];

  function makeRelease(): ReleaseJob {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      // The slot passes straight to the next waiter, so `running` never dips and lets a newcomer
      // jump the queue.
      if (next) next(makeRelease());
      else running -= 1;
    };
  }

  async function acquire(signal?: AbortSignal): Promise<ReleaseJob> {
    signal?.throwIfAborted();
    if (running < concurrency) {
      running += 1;
      return makeRelease();
    }
    if (waiting.length >= queueSize) {
      throw serverBusy(retryAfterSeconds);
    }
    return new Promise<ReleaseJob>((resolve, reject) => {
      const onAbort = () => {
        const index = waiting.indexOf(grant);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal!.reason);
      };
      const grant = (release: ReleaseJob) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(release);
      };
      waiting.push(grant);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  return {
    acquire,
    async run(job, signal) {
      const release = await acquire(signal);
      try {
        return await job();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
