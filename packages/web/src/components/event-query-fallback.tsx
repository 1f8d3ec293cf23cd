import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFoundError } from '../api/client';
import { LoadingScreen } from './LoadingScreen';
import { PageError } from './PageError';

/**
 * The loading screen or the error message of an event query; null when the event can be shown.
 * An event deleted meanwhile (404 on a refetch) is not shown from the cache; after another failed
 * refetch the last answer stays on screen. `notFound` replaces the message for an unknown event.
 */
export function eventQueryFallback(query: UseQueryResult<unknown>, notFound?: ReactNode): ReactNode {
  if (query.error instanceof NotFoundError) {
    return <PageError>{notFound ?? <Trans>Can't find this event. Check that the code you entered is correct.</Trans>}</PageError>;
  }
  if (query.data !== undefined) return null;
  if (query.isError) {
    return (
      <PageError>
        <Trans>Error. Try again later.</Trans>
      </PageError>
    );
  }
  return <LoadingScreen />;
}
