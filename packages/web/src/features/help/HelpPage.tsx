import { Container, Stack, Title, TypographyStylesProvider } from '@mantine/core';
import type { ReactNode } from 'react';

/** Frame for the static help pages. */
export function HelpPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="md">
      <Stack>
        <Title order={1}>{title}</Title>
        <TypographyStylesProvider>{children}</TypographyStylesProvider>
      </Stack>
    </Container>
  );
}
