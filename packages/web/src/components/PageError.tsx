import { Alert } from './ui';
import type { ReactNode } from 'react';

/** A friendly message in place of a page that could not load. */
export function PageError({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      {children}
    </Alert>
  );
}
