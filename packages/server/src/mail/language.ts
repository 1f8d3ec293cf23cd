import { acceptLanguageTags, findLanguage, isLanguage, type Language } from '@decklist/core/text';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a mail one person's action sends to another: the language the recipient chose in the
 * app's menu, else the language of the sender's page (our client names it in Accept-Language with each
 * change), else the one the sender chose, else English.
 */
export function mailLanguage(recipientChoice: string | null | undefined, request: FastifyRequest): Language {
  if (isLanguage(recipientChoice)) return recipientChoice;
  const page = findLanguage(acceptLanguageTags(request.headers['accept-language']));
  if (page) return page;
  const sender = request.auth?.language;
  return isLanguage(sender) ? sender : 'en';
}
