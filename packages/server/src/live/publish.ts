import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CloseOrder, LiveEnvelope } from './bus';

/**
 * Publishes a live message about a change that is already saved. A failed publish is logged and
 * swallowed: the change stands, and other screens catch up on their next fetch.
 */
export async function publishSaved(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  channel: string,
  message: object,
  options?: Pick<LiveEnvelope, 'to' | 'roles'>,
): Promise<void> {
  try {
    await app.live.publish(channel, message, options);
  } catch (error) {
    log.warn({ err: error, channel }, 'publishing a live message failed; the change is saved');
  }
}

/**
 * Closes the sockets whose caller lost their rights (signed out, removed, the event or tournament
 * deleted), on every instance. A failed publish is logged: those sockets then hear only what their
 * caller's role still lets them, until they reconnect.
 */
export async function closeSockets(app: FastifyInstance, log: FastifyBaseLogger, channel: string, order: CloseOrder): Promise<void> {
  try {
    await app.live.close(channel, order);
  } catch (error) {
    log.warn({ err: error, channel }, 'closing live sockets failed');
  }
}
