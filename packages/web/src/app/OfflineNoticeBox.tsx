import { useLingui } from '@lingui/react/macro';
import { Alert } from '../components/ui';

/** The time an answer was made, with its day when that was not today. */
function when(savedAt: Date, locale: string): string {
  const today = new Date().toDateString() === savedAt.toDateString();
  return new Intl.DateTimeFormat(locale, today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt);
}

/** Above every page while it shows what this device kept instead of the server's answers: how old that is, and what waits for the network. */
export function OfflineNoticeBox({ savedAt }: { savedAt: Date }) {
  const { t, i18n } = useLingui();
  const time = when(savedAt, i18n.locale);
  return (
    <Alert color="yellow" role="status" title={t`Offline: showing what this device last saw at ${time}`}>
      {t`Decklists you submit are kept on this device and sent when the network is back; other changes need the network.`}
    </Alert>
  );
}
