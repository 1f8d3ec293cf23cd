import type { LoginContinueResponse, MeResponse } from '@decklist/core/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellLayout } from '../src/app/ShellLayout';
import { LoginPage } from '../src/features/auth/LoginPage';
import { json, renderWithApp, stubServer } from './helpers';

const SIGNED_OUT: MeResponse = { authorized: false, email: '', user_id: '', userId: '', session_id: '', sessionId: '', name: null };
const SIGNED_IN: MeResponse = { authorized: true, email: 'sam@example.com', user_id: 'u1', userId: 'u1', session_id: 's1', sessionId: 's1', name: 'Sam' };
const CONTINUED: LoginContinueResponse = {
  success: true,
  session_id: 's1',
  error_type: null,
  bearer_token: null,
  email: 'sam@example.com',
  user_id: 'u1',
  name: 'Sam',
};

function stubSignIn(me: MeResponse) {
  return stubServer()
    .on('GET', '/api/me', () => json(me))
    .on('GET', '/api/config', () => json({ google_client_id: null }))
    .on('POST', '/api/login/start', () => json({ success: true, result: 'SENT_NEW_CODE', resend_after_seconds: 60 }))
    .on('POST', '/api/login/continue', () => json(CONTINUED));
}

async function signIn(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(await screen.findByLabelText(/^Email/), 'sam@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await user.type(await screen.findByLabelText(/^Verification code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('signing in', () => {
  it('the header’s Log in link names the page the visitor is on', async () => {
    stubSignIn(SIGNED_OUT);
    renderWithApp(
      <ShellLayout>
        <p>Page</p>
      </ShellLayout>,
      { path: '/e/fnm42/deck?x=1' },
    );
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/e/fnm42/deck?x=1')}`);
  });

  it('goes back to the page given as redirect', async () => {
    stubSignIn(SIGNED_OUT);
    const { user, history } = renderWithApp(<LoginPage />, { path: `/login?redirect=${encodeURIComponent('/e/fnm42')}` });
    await signIn(user);
    await expect.poll(() => history.at(-1)).toBe('/e/fnm42');
  });

  it('without a redirect, goes to the user’s events rather than the account card', async () => {
    stubSignIn(SIGNED_OUT);
    const { user, history } = renderWithApp(<LoginPage />, { path: '/login' });
    await signIn(user);
    await expect.poll(() => history.at(-1)).toBe('/');
  });

  it('someone already signed in who opens /login gets the account card, with a way to their events', async () => {
    stubSignIn(SIGNED_IN);
    const { history } = renderWithApp(<LoginPage />, { path: '/login' });
    expect(await screen.findByText('You are currently logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Your Events' })).toHaveAttribute('href', '/');
    expect(history.at(-1)).toBe('/login');
  });
});
