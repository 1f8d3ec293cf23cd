import { Button, Group, Text, Title } from '../../components/ui';
import { QRCodeSVG } from 'qrcode.react';
import { useParams } from 'wouter';
import { useEvent } from '../../api/events';
import { eventQueryFallback } from '../../components/EventQueryFallback';
import { eventPageUrl } from './format';
import classes from './QrPage.module.css';

/** The printable poster players scan to reach the event (no navbar; buttons hidden in print). */
export function QrPage() {
  const { eventId = '' } = useParams<{ eventId: string }>();
  const event = useEvent(eventId);

  const fallback = eventQueryFallback(event, "Can't find this tournament. Check that the code you entered is correct.");
  if (fallback || !event.data) return <div className={classes.poster}>{fallback}</div>;
  const url = eventPageUrl(event.data.event_id);
  return (
    <main className={classes.poster}>
      <Title order={1}>{event.data.event_name}</Title>
      <QRCodeSVG value={url} size={220} level="H" marginSize={2} title={`QR code of ${url}`} role="img" />
      <Text size="xl" fw={600}>
        Scan to register your decklist
      </Text>
      <Text className={classes.url}>{url}</Text>
      <Group className={classes.noPrint}>
        <Button onClick={() => window.print()}>Print QR Code</Button>
        <Button variant="default" onClick={() => window.close()}>
          Close
        </Button>
      </Group>
    </main>
  );
}
