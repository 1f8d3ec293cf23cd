import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from '../src/components/DeadlineNotice';
import { DeadlineForm } from '../src/features/events/DeadlineForm';
import { anEvent, json, renderWithApp, stubServer } from './helpers';

describe('submission deadline', () => {
  it('an organiser types a date and time in their own time zone; the server gets that instant', async () => {
    const server = stubServer()
      .on('POST', '/api/events/fnm42', () => json({}))
      .on('GET', '/api/events/fnm42', () => json(anEvent({ role: 'owner' })))
      .on('GET', '/api/events', () => json([]));
    const { user } = renderWithApp(<DeadlineForm event={anEvent({ event_id: 'fnm42', role: 'owner' })} />);
    const field = screen.getByLabelText('Submission deadline');
    expect(field).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByText(/Date and time in your time zone \(.+\)\./)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '2031-05-16T18:30' } });
    await user.click(screen.getByRole('button', { name: 'Set Deadline' }));
    await expect.poll(() => server.received('POST', '/api/events/fnm42').map((r) => r.body)).toEqual([
      { submission_deadline: new Date('2031-05-16T18:30').toISOString() },
    ]);
  });

  it('shows the deadline with the time left; a judge cannot move a passed one (that reopens the event)', () => {
    stubServer();
    const soon = new Date(Date.now() + 90_500).toISOString();
    const { unmount } = renderWithApp(<DeadlineForm event={anEvent({ role: 'judge', submission_deadline: soon })} />);
    expect(screen.getByTestId('time-left')).toHaveTextContent('1 min 31 s left');
    expect(screen.getByRole('button', { name: 'Move Deadline' })).toBeInTheDocument();
    unmount();

    const passed = new Date(Date.now() - 1000).toISOString();
    renderWithApp(<DeadlineForm event={anEvent({ role: 'judge', status: 'closed', submission_deadline: passed })} />);
    expect(screen.getByText(/^Submissions closed at the deadline/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Submission deadline')).not.toBeInTheDocument();
  });

  it('formats the time left', () => {
    expect(formatTimeLeft(2 * 3600_000 + 5 * 60_000)).toBe('2 h 05 min');
    expect(formatTimeLeft(4 * 60_000 + 30_000)).toBe('4 min 30 s');
    expect(formatTimeLeft(12_000)).toBe('12 s');
    expect(formatTimeLeft(-5)).toBe('0 s');
  });
});
