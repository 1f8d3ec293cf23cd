import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../src/features/events/HomePage';
import { anEvent, json, renderWithApp, stubServer } from './helpers';

const signedOut = { authorized: false, email: '', user_id: '', userId: '', session_id: '', sessionId: '', name: null };

describe('joining an event by its code', () => {
  it.each([['3nd4 ney9qa'], ['3ND4-NEY9QA'], ['https://decklist.example/e/3nd4ney9qa']])('takes %s to the event', async (typed) => {
    const server = stubServer()
      .on('GET', '/api/me', () => json(signedOut))
      .on('GET', '/api/events/3nd4ney9qa', () => json(anEvent({ event_id: '3nd4ney9qa' })));
    const { user, history } = renderWithApp(<HomePage />);
    await user.type(screen.getByLabelText('Event code'), typed);
    await user.click(screen.getByRole('button', { name: 'Join Event' }));
    await expect.poll(() => history.at(-1)).toBe('/e/3nd4ney9qa');
    expect(server.received('GET', '/api/events/3nd4ney9qa')).toHaveLength(1);
    expect(screen.queryByText(/doesn't seem right/)).not.toBeInTheDocument();
  });
});
