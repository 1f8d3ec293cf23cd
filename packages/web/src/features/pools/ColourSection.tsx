import type { SheetColour } from '@decklist/core/limited';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Title } from '../../components/ui';
import { COLOUR_NAMES } from './labels';
import classes from './pool-page.module.css';

/** One colour of a pool sheet: its heading (the section's name) and its card rows. */
export function ColourSection({ colour, children }: { colour: SheetColour | null; children: ReactNode }) {
  const { i18n } = useLingui();
  const heading = i18n._(COLOUR_NAMES[colour ?? 'unknown']);
  return (
    <section aria-label={heading} className={classes.section}>
      <Title order={2} size="h4" mt="sm">
        {heading}
      </Title>
      <ul className={classes.group}>{children}</ul>
    </section>
  );
}
