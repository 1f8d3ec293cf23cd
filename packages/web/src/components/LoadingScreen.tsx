import { Center, Loader, Stack, Text } from './ui';
import { useState } from 'react';

/** Twelve phrases for the wait; one is picked at random each time the screen shows. */
export const LOADING_PHRASES = [
  'Shuffling the deck...',
  'Cutting to the left...',
  'Drawing an opening hand...',
  'Thinking about a mulligan...',
  'Untapping, upkeep, draw...',
  'Sleeving the sideboard...',
  'Counting to sixty...',
  'Calling for a judge...',
  'Rolling for first...',
  'Passing priority...',
  'Resolving the stack...',
  'Searching the library...',
] as const;

export function LoadingScreen() {
  const [phrase] = useState(() => LOADING_PHRASES[Math.floor(Math.random() * LOADING_PHRASES.length)]);
  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-label="Loading" />
        <Text c="dimmed">{phrase}</Text>
      </Stack>
    </Center>
  );
}
