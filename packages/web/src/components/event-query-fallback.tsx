import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFoundError } from '../api/client';
import { LoadingScreen } from './LoadingScreen';
import { PageError } from './PageError';

export const EVENT_NOT_FOUND = "Can't find this event. Check that the code you entered is correct.";

/**
 * The loading screen or the error message of an event query; null when the event can be shown.
 * An event deleted meanwhile (404 on a refetch) is not shown from the cache; after another failed
 * refetch the last answer stays on screen.
 */
export function eventQueryFallback(query: UseQueryResult<unknown>, notFound = EVENT_NOT_FOUND): ReactNode {
  if (query.error instanceof NotFoundError) return <PageError>{notFound}</PageError>;
  if (query.data !== undefined) return null;
  if (query.isError) return <PageError>Error. Try again later.</PageError>;
  return <LoadingScreen />;
}
