import {
  FIELD_ERROR_CODES,
  PROBLEM_CODES,
  fieldErrorText,
  problemText,
  type FieldError,
  type Problem,
  type ProblemCode,
  type ProblemParams,
} from '@decklist/core/api';
import { addDays, localDate } from '@decklist/core/events';
import { i18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from '../src/api/client';
import { errorMessage } from '../src/api/form-errors';
import { fieldErrorMessage, fieldErrorMessages, problemMessage } from '../src/api/problem-messages';
import { EventDetailsEditor } from '../src/features/events/EventDetailsEditor';
import { FIELD_SAMPLES, PROBLEM_SAMPLES } from '../../core/test/problem-samples';
import { anEvent, fieldErrors, problem, renderWithApp, stubServer } from './helpers';

// The server's problem codes in the reader's language (src/api/problem-messages.ts): in English each reads
// exactly as core's English (what the server sends), and a text the code does not say is shown as sent.



const LABELS = ['Tournament name', 'Tournament date', 'Player name', 'Name', 'Deck name', 'Decklist', 'Format', 'Email', 'Code', 'Search'];
const LABELS_MORE = ['Clock name', 'Duration', 'Table', 'Minutes', 'Reason', 'Round', 'Number of players', 'Note', 'Placing', 'Label'];

/** A problem as the server builds it: the code's English as its detail, its parameters beside it. */
const served = <C extends ProblemCode>(code: C, params: ProblemParams[C]): Problem =>
  ({ type: 'about:blank', title: 'A title', status: 400, code, detail: problemText(code, params), ...params }) as Problem;

/** Loads a German catalogue of these messages (English source → German) and reads in German. */
function readInGerman(translations: Record<string, string>, context?: string) {
  const messages: Messages = Object.fromEntries(Object.entries(translations).map(([english, german]) => [generateMessageId(english, context), german]));
  i18n.loadAndActivate({ locale: 'de', messages });
}

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the problem codes in the reader’s language', () => {
  it('say in English exactly what the server says, for every problem code', () => {
    expect(Object.keys(PROBLEM_SAMPLES).sort()).toEqual([...PROBLEM_CODES].sort());
    for (const code of PROBLEM_CODES) {
      const sent = served(code, PROBLEM_SAMPLES[code] as never);
      expect(problemMessage(sent), code).toBe(sent.detail);
    }
  });

  it('say in English exactly what the server says, for every field error code and every label the server uses', () => {
    expect(Object.keys(FIELD_SAMPLES).sort()).toEqual([...FIELD_ERROR_CODES].sort());
    const entries: FieldError[] = [
      ...Object.values(FIELD_SAMPLES).flat(),
      ...[...LABELS, ...LABELS_MORE].map((label): FieldError => ({ code: 'too_long', max: 100, label })),
    ];
    for (const entry of entries) {
      const english = fieldErrorText(entry);
      expect(fieldErrorMessage(entry, english), JSON.stringify(entry)).toBe(english);
    }
  });

  it('show the server’s own text for an unknown code, a message the code does not say, or a label the app does not know', () => {
    expect(problemMessage({ type: 'about:blank', title: 'Teapot', status: 418, code: 'brewing' as ProblemCode, detail: 'I am a teapot.' })).toBe('I am a teapot.');
    expect(problemMessage({ type: 'about:blank', title: 'Bad', status: 400, code: 'request_error', detail: "body must have required property 'x'" })).toBe(
      "body must have required property 'x'",
    );
    expect(fieldErrorMessage({ code: 'shiny_new_check' }, 'Something new is wrong')).toBe('Something new is wrong');
    // The schema's own wording says more than the code: 'minutes'.
    expect(fieldErrorMessage({ code: 'too_big', max: 60 }, 'Extension must be at most 60 minutes')).toBe('Extension must be at most 60 minutes');
    expect(fieldErrorMessage({ code: 'invalid_type', expected: 'boolean', label: 'is_checked' }, 'is_checked must be true or false')).toBe(
      'is_checked must be true or false',
    );
    expect(fieldErrorMessage(undefined, 'No code at all')).toBe('No code at all');
  });

  it('read in the reader’s language when the catalogue has the code’s sentence, and as sent otherwise', () => {
    readInGerman({
      'This event has reached its limit of {maxPlayers} players.': 'Dieses Event hat sein Limit von {maxPlayers} Spielern erreicht.',
      '{max, plural, one {{label} must be at most {max} character} other {{label} must be at most {max} characters}}':
        '{max, plural, one {{label} darf höchstens {max} Zeichen lang sein} other {{label} darf höchstens {max} Zeichen lang sein}}',
    });
    i18n.load('de', { [generateMessageId('Player name', 'field label')]: 'Spielername' });
    expect(problemMessage(served('event_full', { max_players: 64 }))).toBe('Dieses Event hat sein Limit von 64 Spielern erreicht.');
    expect(fieldErrorMessage({ code: 'too_long', max: 100, label: 'Player name' }, 'Player name must be at most 100 characters')).toBe(
      'Spielername darf höchstens 100 Zeichen lang sein',
    );
    expect(fieldErrorMessage({ code: 'brand_new' }, 'Player name is odd')).toBe('Player name is odd');
    expect(
      fieldErrorMessages({
        type: '/problems/validation',
        title: 'Validation error',
        status: 400,
        code: 'validation',
        errors: { player_name: ['Player name must be at most 100 characters'], deck_name: ['Deck name is odd'] },
        error_codes: { player_name: [{ code: 'too_long', max: 100, label: 'Player name' }] },
      }),
    ).toEqual({ player_name: ['Spielername darf höchstens 100 Zeichen lang sein'], deck_name: ['Deck name is odd'] });
  });

  it('give a failed request its message, its code, and the one field’s message as a single field problem’s', async () => {
    stubServer()
      .on('POST', '/api/full', () => problem(409, { type: '/problems/event-full', title: 'Event is Full', code: 'event_full', max_players: 8, detail: problemText('event_full', { max_players: 8 }) }))
      .on('POST', '/api/date', () =>
        problem(400, {
          type: '/problems/validation',
          title: 'Validation error',
          code: 'validation',
          detail: "Date can't be before yesterday.",
          errors: { event_date: ["Date can't be before yesterday."] },
          error_codes: { event_date: [{ code: 'date_too_early' }] },
        }),
      );
    readInGerman({
      'This event has reached its limit of {maxPlayers} players.': 'Dieses Event ist mit {maxPlayers} Spielern voll.',
      "Date can't be before yesterday.": 'Das Datum darf nicht vor gestern liegen.',
    });
    const full = await apiRequest('POST', '/api/full').catch((error: unknown) => error);
    expect(full).toBeInstanceOf(ApiError);
    expect((full as ApiError).code).toBe('event_full');
    expect((full as ApiError).message).toBe('Dieses Event ist mit 8 Spielern voll.');
    const date = await apiRequest('POST', '/api/date').catch((error: unknown) => error);
    expect(errorMessage(date)).toBe('Das Datum darf nicht vor gestern liegen.');
  });
});

describe('a form showing the server’s field errors', () => {
  const today = localDate(new Date());

  async function saveWithDate(answer: () => Response) {
    stubServer().on('POST', '/api/events/fnm42', answer);
    const { user } = renderWithApp(<EventDetailsEditor event={anEvent({ role: 'owner', event_date: today })} />);
    await user.click(screen.getByRole('button', { name: 'Edit name and date' }));
    fireEvent.change(screen.getByLabelText(/Tournament Date/), { target: { value: addDays(today, 1) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
  }

  it('shows a field error with a code from the catalogue: in English the same words as the server’s', async () => {
    await saveWithDate(() => fieldErrors({ event_date: ["Date can't be before yesterday."] }, { event_date: [{ code: 'date_too_early' }] }));
    expect(await screen.findByText("Date can't be before yesterday.")).toBeInTheDocument();
  });

  it('shows it in the reader’s language when the catalogue has it', async () => {
    readInGerman({ "Date can't be before yesterday.": 'Das Datum darf nicht vor gestern liegen.' });
    await saveWithDate(() => fieldErrors({ event_date: ["Date can't be before yesterday."] }, { event_date: [{ code: 'date_too_early' }] }));
    expect(await screen.findByText('Das Datum darf nicht vor gestern liegen.')).toBeInTheDocument();
    expect(screen.queryByText("Date can't be before yesterday.")).not.toBeInTheDocument();
  });

  it('falls back to the server’s text for a field error without a code, in any language', async () => {
    readInGerman({ "Date can't be before yesterday.": 'Das Datum darf nicht vor gestern liegen.' });
    await saveWithDate(() => fieldErrors({ event_date: ['The server says no to this date.'] }));
    expect(await screen.findByText('The server says no to this date.')).toBeInTheDocument();
  });
});
