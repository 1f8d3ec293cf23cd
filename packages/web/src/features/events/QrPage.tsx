import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '../../components/ui';
import { QRCodeSVG } from 'qrcode.react';
import { useParams } from 'wouter';
import { useEvent } from '../../api/events';
import { eventQueryFallback } from '../../components/event-query-fallback';
import { eventPageUrl } from './format';
import classes from './qr-page.module.css';

/**
 * The printable poster players scan to reach the event (no navbar; buttons hidden in print): on a
 * 1920x1080 screen and on A4 the QR code takes at least half the height, the event code is in large
 * type for those who type it in, the address below.
 */
export function QrPage() {
  const { t } = useLingui();
  const { eventId = '' } = useParams<{ eventId: string }>();
  const event = useEvent(eventId);

  const fallback = eventQueryFallback(event, t`Can't find this tournament. Check that the code you entered is correct.`);
  if (fallback || !event.data) return <div className={classes.poster}>{fallback}</div>;
  const url = eventPageUrl(event.data.event_id);
  return (
    <main className={classes.poster}>
      <Title order={1}>{event.data.event_name}</Title>
      {/* 220 px is the least; the stylesheet grows it to at least half the screen's (or the A4 page's) height. */}
      <QRCodeSVG value={url} size={220} level="H" marginSize={2} title={t`QR code of ${url}`} role="img" className={classes.qr} />
      <Text size="xl" fw={600}>
        <Trans>Scan to register your decklist</Trans>
      </Text>
      <p className={classes.codeLine}>
        <span className={classes.codeLabel}>
          <Trans>Event code</Trans>
        </span>{' '}
        <span className={classes.code} data-testid="event-code">
          {event.data.event_id.toUpperCase()}
        </span>
      </p>
      <Text className={classes.url}>{url}</Text>
      <Group className={classes.noPrint}>
        <Button onClick={() => window.print()}>
          <Trans>Print QR Code</Trans>
        </Button>
        <Button variant="default" onClick={() => window.close()}>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </main>
  );
}
