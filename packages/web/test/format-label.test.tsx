import type { EventListEntry } from '@decklist/core/api';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventsTable } from '../src/features/events/EventsTable';
import { I18nWrapper } from './helpers';

const entry = (event_id: string, format: string, format_name: string): EventListEntry => ({
  event_id,
  event_name: `Event ${event_id}`,
  event_date: '2031-05-10',
  status: 'open',
  format,
  format_name,
  role: null,
});

describe('a format as the pages name it', () => {
  it("is Magic's name alone, and another game's with the game first", () => {
    render(<EventsTable events={[entry('mod1', 'modern', 'Modern'), entry('fab1', 'fab-cc', 'Classic Constructed')]} showFormat />, { wrapper: I18nWrapper });
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^Modern$/);
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent(/^Flesh and Blood · Classic Constructed$/);
  });
});
