import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createJobLimiter } from './job-limiter.ts';

interface Log {
  active: number;
  peak: number;
  started: number[];
  order: number[];
}
const newLog = (): Log => ({ active: 0, peak: 0, started: [], order: [] });

/** Real asynchronous work: a timer, with when it started, how many ran with it and when it ended. */
function trackedJob(log: Log, id: number, ms = 30) {
  return async () => {
    log.started.push(id);
    log.active += 1;
    log.peak = Math.max(log.peak, log.active);
    await sleep(ms);
    log.active -= 1;
    log.order.push(id);
    return id;
  };
}

describe('createJobLimiter', () => {
  it('runs at most `concurrency` jobs at once and queues the rest, first in first out', async () => {
    const limiter = createJobLimiter({ concurrency: 2, queueSize: 4 });
    const log = newLog();
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((id) => limiter.run(trackedJob(log, id, 20 + (id % 2) * 10))),
    );
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(log.peak).toBe(2);
    // The queued four started in the order they arrived, each once a running job ended.
    expect(log.started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses with 429 and Retry-After seconds once the queue is full', async () => {
    const limiter = createJobLimiter({ concurrency: 1, queueSize: 2, retryAfterSeconds: 7 });
    const log = newLog();
    const accepted = [1, 2, 3].map((id) => limiter.run(trackedJob(log, id, 40)));
    expect(limiter.stats()).toEqual({ running: 1, waiting: 2 });

    const refused = await limiter.run(trackedJob(log, 4)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 429,
      messageKey: 'server.busy',
      data: { retryAfterSeconds: 7 },
      params: { seconds: 7 },
    });

    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
    expect(log.order).toEqual([1, 2, 3]);
    // Room again: a later job runs.
    expect(await limiter.run(trackedJob(log, 5, 1))).toBe(5);
  });

  it('frees the slot when a job fails', async () => {
    const limiter = createJobLimiter({ concurrency: 1, queueSize: 1 });
    const failing = limiter.run(async () => {
      await sleep(10);
      throw new Error('render failed');
    });
    const next = limiter.run(async () => 'ran');
    await expect(failing).rejects.toThrow('render failed');
    expect(await next).toBe('ran');
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiter whose request was abandoned, so it never takes a slot', async () => {
    const limiter = createJobLimiter({ concurrency: 1, queueSize: 1 });
    const release = await limiter.acquire();
    const abandoned = new AbortController();
    let ran = false;
    const waiter = limiter.run(async () => {
      ran = true;
    }, abandoned.signal);
    expect(limiter.stats().waiting).toBe(1);
    abandoned.abort(new Error('client went away'));
    await expect(waiter).rejects.toThrow('client went away');
    expect(limiter.stats()).toEqual({ running: 1, waiting: 0 });
    // Its queue place is free for someone else.
    const other = limiter.run(async () => 'other');
    release();
    release(); // twice is harmless
    expect(await other).toBe('other');
    expect(ran).toBe(false);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
