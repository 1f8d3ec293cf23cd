import { useCallback, useState } from 'react';

/** An open/closed flag with open, close and toggle. */
export function useDisclosure(initial = false) {
  const [opened, setOpened] = useState(initial);
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  const toggle = useCallback(() => setOpened((value) => !value), []);
  return [opened, { open, close, toggle }] as const;
}

export { useDebouncedValue } from '../../lib/use-debounced-value';
