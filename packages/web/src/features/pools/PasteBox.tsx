import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormError } from '../../components/form/FormError';
import { Button, Group, Stack, Textarea } from '../../components/ui';

/** 'Paste a list instead': a pool as an app exports it, read when 'Use this list' is pressed. */
export function PasteBox({ onPaste }: { onPaste(cards: { name: string; count: number }[]): void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [reading, setReading] = useState<Error | null>(null);
  return (
    <details>
      <summary>
        <Trans>Paste a list instead</Trans>
      </summary>
      <Stack gap="xs" mt="xs">
        <Textarea
          label={t`Pool as a list`}
          description={t`A count and a card name a line, as an app exports it. It replaces what is entered above.`}
          value={text}
          minRows={6}
          onChange={(change) => setText(change.currentTarget.value)}
        />
        <Group>
          <Button
            variant="default"
            disabled={text.trim() === ''}
            onClick={() => {
              setReading(null);
              import('./paste')
                .then(({ pastedCards }) => {
                  onPaste(pastedCards(text));
                  setText('');
                })
                .catch((error: Error) => setReading(error));
            }}
          >
            <Trans>Use this list</Trans>
          </Button>
        </Group>
        <FormError error={reading} />
      </Stack>
    </details>
  );
}
