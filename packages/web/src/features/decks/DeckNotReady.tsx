import { Trans } from '@lingui/react/macro';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageError } from '../../components/PageError';

/** What stands in place of a deck still on its way (the loading screen) or that could not be read. */
export function DeckNotReady({ failed }: { failed: boolean }) {
  if (!failed) return <LoadingScreen />;
  return (
    <PageError>
      <Trans>Error, try later</Trans>
    </PageError>
  );
}
