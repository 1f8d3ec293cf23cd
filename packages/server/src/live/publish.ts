import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { LiveEnvelope } from './bus';

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
