import { i18n } from '@lingui/core';
import type { EventDecklist } from '@decklist/core/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSENT_LABEL, PublicationConsent, SUBMITTING_AGREES } from '../src/features/decks/PublicationConsent';
import { anEvent, json, renderWithApp, stubServer } from './helpers';

const BURN: EventDecklist = {
  event_id: 'fnm42',
  user_id: 'viewer-1',
  player_name: 'Alice Smith',
  deck_name: 'Burn',
  decklist_text: '4 Lightning Bolt',
  is_deck_checked: false,
  updated_at: '2031-05-16T17:00:00.000Z',
  groups: [],
  deck_warnings: [],
  has_warnings: false,
  publication_consent: false,
};

describe('agreeing that a decklist may be published', () => {
  it('says nothing in an event whose lists are not published', () => {
    stubServer();
    renderWithApp(<PublicationConsent event={anEvent({ lists_may_be_published: false })} deck={BURN} />);
    expect(screen.queryByText('Decklists may be published')).not.toBeInTheDocument();
  });

  it('tells a player before they submit that submitting agrees', () => {
    stubServer();
    renderWithApp(<PublicationConsent event={anEvent({ lists_may_be_published: true })} deck={null} />);
    expect(screen.getByText(i18n._(SUBMITTING_AGREES))).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('asks a player who submitted before the event said so, and sends their agreement', async () => {
    const server = stubServer()
      .on('POST', '/api/events/fnm42/deck/publication-consent', () => json({}))
      .on('GET', '/api/events/fnm42', () => json(anEvent({ lists_may_be_published: true })))
      .on('GET', '/api/events/fnm42/deck', () => json({ ...BURN, publication_consent: true }));
    const { user } = renderWithApp(<PublicationConsent event={anEvent({ lists_may_be_published: true })} deck={BURN} />);
    const consent = screen.getByRole('switch', { name: i18n._(CONSENT_LABEL) });
    expect(consent).not.toBeChecked();
    expect(screen.getByText(/Yours is published only if you agree\./)).toBeInTheDocument();
    await user.click(consent);
    await expect.poll(() => server.received('POST', '/api/events/fnm42/deck/publication-consent').map((r) => r.body)).toEqual([{ agreed: true }]);
  });

  it('lets a player who agreed take it back', async () => {
    const server = stubServer().on('POST', '/api/events/fnm42/deck/publication-consent', () => json({}));
    const { user } = renderWithApp(<PublicationConsent event={anEvent({ lists_may_be_published: true })} deck={{ ...BURN, publication_consent: true }} />);
    const consent = screen.getByRole('switch', { name: i18n._(CONSENT_LABEL) });
    expect(consent).toBeChecked();
    await user.click(consent);
    await expect.poll(() => server.received('POST', '/api/events/fnm42/deck/publication-consent').map((r) => r.body)).toEqual([{ agreed: false }]);
  });
});
