import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `job` every `intervalSeconds` in this process, never two at once (a run still going when the
 * next tick comes makes that tick a no-op), logging a failure as `name` and going on. The timer
 * does not keep the process alive. Returns the stop function: no run starts after it is called,
 * and it settles once the run in hand has finished; `job` is handed `stopping()` so a long run can
 * stop at a safe point.
 */
export function startPeriodicJob(
  name: string,
  intervalSeconds: number,
  log: FastifyBaseLogger,
  job: (stopping: () => boolean) => Promise<unknown>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const stopping = () => stopped;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = job(stopping)
      .then(
        () => {},
        (error: unknown) => log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
