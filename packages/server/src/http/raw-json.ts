import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A stand-in no stored text can hold: control characters are refused in texts, and the nonce is this process's. */
const NONCE = randomBytes(8).toString('hex');
const STAND_IN = new RegExp(`"\\\\u0001raw-${NONCE}:(\\d+)"`, 'g');

/**
 * Builds a JSON answer around parts that are JSON text already (checks stored as jsonb and read as
 * text), which are put in place without being parsed and serialised again: for an answer of many
 * large checks, most of the work of answering.
 */
export function jsonWithParts() {
  const parts: string[] = [];
  return {
    /** A stand-in for a JSON text, to put where it goes in the value given to `stringify`. */
    part(json: string): never {
      parts.push(json);
      return `\u0001raw-${NONCE}:${parts.length - 1}` as never;
    },
    stringify(value: unknown): string {
      return JSON.stringify(value).replace(STAND_IN, (_, index: string) => parts[Number(index)]!);
    },
  };
}

export type JsonWithParts = ReturnType<typeof jsonWithParts>;

/**
 * Sends JSON already serialised, skipping the route's response serialiser (its schema still documents
 * the shape): for large answers built from the server's own values.
 */
export const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

/** Sends JSON built around stored parts. */
export const sendJsonWithParts = (reply: FastifyReply, out: JsonWithParts, body: unknown) => sendJsonText(reply, out.stringify(body));
