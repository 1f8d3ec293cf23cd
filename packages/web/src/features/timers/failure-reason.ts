import { t } from '@lingui/core/macro';

/**
 * Why a request of the timers failed, for the end of a whole sentence such as 'Error creating clock: {reason}':
 * the server's message, or 'Unknown error'.
 */
export const failureReason = (error: unknown) => (error instanceof Error && error.message ? error.message : t`Unknown error`);
