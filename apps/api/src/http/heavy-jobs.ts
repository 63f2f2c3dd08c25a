import type { FastifyReply } from 'fastify';
import type { JobLimiter, ReleaseJob } from '../lib/job-limiter.ts';
import { serverBusy } from '../lib/app-error.ts';

/**
 * Aborts when the client goes away before its answer was sent, so a request still waiting for a
 * heavy-job slot leaves the queue instead of running for nobody.
 */
export function abandonedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) {
      // Nobody reads the answer; an AppError only keeps it out of the error log.
      controller.abort(serverBusy(5, null));
    }
  });
  return controller.signal;
}

/**
 * A heavy-job slot for a response that streams: held until the stream has been sent in full or
 * abandoned, whichever ends it, not merely until the handler returns.
 */
export async function slotForStream(
  limiter: JobLimiter,
  reply: FastifyReply,
): Promise<{ holdUntilClosed(stream: NodeJS.ReadableStream): void; release: ReleaseJob }> {
  const release = await limiter.acquire(abandonedSignal(reply));
  reply.raw.once('close', release);
  return {
    holdUntilClosed(stream) {
      stream.once('close', release);
    },
    release,
  };
}
