import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from './ui';
import { useState } from 'react';

/** Twelve phrases for the wait; one is picked at random each time the screen shows. */
export const LOADING_PHRASES: readonly MessageDescriptor[] = [
  msg`Shuffling the deck...`,
  msg`Cutting to the left...`,
  msg`Drawing an opening hand...`,
  msg`Thinking about a mulligan...`,
  msg`Untapping, upkeep, draw...`,
  msg`Sleeving the sideboard...`,
  msg`Counting to sixty...`,
  msg`Calling for a judge...`,
  msg`Rolling for first...`,
  msg`Passing priority...`,
  msg`Resolving the stack...`,
  msg`Searching the library...`,
];

export function LoadingScreen() {
  const { t } = useLingui();
  const [phrase] = useState(() => LOADING_PHRASES[Math.floor(Math.random() * LOADING_PHRASES.length)]!);
  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-label={t`Loading`} />
        <Text c="dimmed">{t(phrase)}</Text>
      </Stack>
    </Center>
  );
}
