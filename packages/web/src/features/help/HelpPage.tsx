import { Container, Stack, Title, Prose } from '../../components/ui';
import type { ReactNode } from 'react';

/** Frame for the static help pages. */
export function HelpPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="md">
      <Stack>
        <Title order={1}>{title}</Title>
        <Prose>{children}</Prose>
      </Stack>
    </Container>
  );
}
