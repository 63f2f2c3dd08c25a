import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../lib/messages.ts';

/** What a client is told to wait before trying again while this instance stops (another takes over). */
const RETRY_AFTER_SECONDS = 5;
/**
 * How long the listener stays open after close begins. A request already sent on a connection the
 * server has accepted but not yet read (the event loop was busy) looks idle to Node, and closing
 * idle connections would reset it; this pause lets it be read and answered (503) instead.
 */
const SETTLE_MS = 250;

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests accepted and not yet answered. */
    inFlightCount(): number;
    /**
     * The grace period is over: answers every request still running with a 503 right now, before
     * the process exits (which drops its database connections, so their transactions roll back).
     * Returns how many were answered.
     */
    abandonInFlight(): number;
  }
}

function unavailableBody(request: FastifyRequest) {
  return {
    message: translate('server.shuttingDown', request.lang ?? 'en'),
    statusCode: 503,
    data: null,
  };
}

/**
 * Draining for a graceful stop (server.ts calls `app.close()` on SIGTERM/SIGINT). Fastify's close
 * stops accepting connections, closes idle keep-alive sockets and runs the onClose hooks (database)
 * only once every in-flight request has been answered. This adds what it leaves out: responses
 * finished while closing carry `Connection: close` (a keep-alive client lets go of its socket
 * instead of holding the close up until its idle timeout), a request that still arrives on a kept
 * socket (or was still unread when close began) gets the usual envelope as a 503 rather than a
 * reset or Fastify's own body, and the requests running
 * when the grace period ends can be answered 503 instead of being cut off.
 */
export function registerShutdown(app: FastifyInstance) {
  let closing = false;
  const inFlight = new Map<FastifyRequest, FastifyReply>();

  app.addHook('preClose', async () => {
    closing = true;
    if (app.server.listening) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(unavailableBody(request));
    }
    inFlight.set(request, reply);
    // 'close' comes once the response is written out, or when the client goes away.
    reply.raw.once('close', () => inFlight.delete(request));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // A response whose headers went out before closing began (a long download) still kept its
  // socket alive; Node closed idle sockets only once, so close the ones idle now, or the server
  // would wait for their keep-alive timeout.
  app.addHook('onResponse', async () => {
    if (closing && !app.server.listening) setImmediate(() => app.server.closeIdleConnections());
  });

  app.decorate('inFlightCount', () => inFlight.size);
  app.decorate('abandonInFlight', () => {
    let answered = 0;
    for (const [request, reply] of inFlight) {
      const raw = reply.raw;
      // Written on the raw response, synchronously: the process exits right after, so nothing
      // may wait for a later turn of the event loop (where a handler could still commit).
      if (!raw.headersSent && !raw.writableEnded) {
        const body = JSON.stringify(unavailableBody(request));
        raw.writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
          'retry-after': String(RETRY_AFTER_SECONDS),
        });
        raw.end(body);
        answered += 1;
      }
    }
    inFlight.clear();
    return answered;
  });
}
