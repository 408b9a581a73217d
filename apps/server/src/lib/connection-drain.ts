import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing, every answer still being sent tells the client to close
 * its connection. Without this, a keep-alive connection that was busy when SIGTERM
 * arrived stays open after its answer and holds the shutdown until the keep-alive
 * timeout.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isClosing) reply.header('connection', 'close');
    return payload;
  });
}
