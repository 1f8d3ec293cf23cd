import { addDays, localDate } from '@decklist/core/events';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventDetailsEditor } from '../src/features/events/EventDetailsEditor';
import { anEvent, fieldErrors, json, renderWithApp, stubServer } from './helpers';

const today = localDate(new Date());

describe('editing an event’s name and date', () => {
  it('the owner opens the form from Edit, fixes what the form refuses, saves, and is told so', async () => {
    const server = stubServer()
      .on('POST', '/api/events/fnm42', () => json({}))
      .on('GET', '/api/events/fnm42', () => json(anEvent({ role: 'owner' })))
      .on('GET', '/api/events', () => json([]));
    const { user } = renderWithApp(<EventDetailsEditor event={anEvent({ role: 'owner', event_date: today })} />);
    await user.click(screen.getByRole('button', { name: 'Edit name and date' }));

    const form = screen.getByRole('form', { name: 'Edit name and date' });
    const name = screen.getByLabelText(/Tournament Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Friday Night Modern');
    const date = screen.getByLabelText(/Tournament Date/);
    expect(date).toHaveAttribute('type', 'date');

    await user.clear(name);
    fireEvent.change(date, { target: { value: addDays(today, 31) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tournament name is required')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(screen.getByText("Date can't be more than 30 days in the future.")).toBeInTheDocument();
    expect(server.received('POST')).toEqual([]);

    await user.type(name, '  Saturday Modern ');
    fireEvent.change(date, { target: { value: addDays(today, 3) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Name and date saved.');
    expect(form).not.toBeInTheDocument();
    expect(server.received('POST', '/api/events/fnm42').map((r) => r.body)).toEqual([{ event_name: 'Saturday Modern', event_date: addDays(today, 3) }]);
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Edit name and date' }));
  });

  it('shows the server’s field errors under their fields, and Escape leaves without saving', async () => {
    const server = stubServer().on('POST', '/api/events/fnm42', () => fieldErrors({ event_date: ["Date can't be before yesterday."] }));
    const { user } = renderWithApp(<EventDetailsEditor event={anEvent({ role: 'owner', event_date: today })} />);
    await user.click(screen.getByRole('button', { name: 'Edit name and date' }));
    fireEvent.change(screen.getByLabelText(/Tournament Date/), { target: { value: addDays(today, 1) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Date can't be before yesterday.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Tournament Date/)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit name and date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(server.received('POST')).toHaveLength(1);
  });

  it('lets the owner rename a past event without moving its date', async () => {
    const server = stubServer()
      .on('POST', '/api/events/fnm42', () => json({}))
      .on('GET', '/api/events/fnm42', () => json(anEvent({ role: 'owner' })))
      .on('GET', '/api/events', () => json([]));
    const past = addDays(today, -5);
    const { user } = renderWithApp(<EventDetailsEditor event={anEvent({ role: 'owner', event_date: past })} />);
    await user.click(screen.getByRole('button', { name: 'Edit name and date' }));
    await user.type(screen.getByLabelText(/Tournament Name/), ' (day 2)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => server.received('POST', '/api/events/fnm42').map((r) => r.body)).toEqual([
      { event_name: 'Friday Night Modern (day 2)', event_date: past },
    ]);
  });
});
