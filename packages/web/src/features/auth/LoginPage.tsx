import { safeRedirectPath } from '@decklist/core/text';
import { Container } from '../../components/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useAuth } from '../../api/auth';
import { LoginScreen } from './LoginScreen';

/**
 * /login: once signed in, back to the page given as `?redirect=`; signing in here without one goes to
 * the user's events ('/'). Someone already signed in who opens /login sees the account card.
 */
export function LoginPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const redirect = safeRedirectPath(params.get('redirect'));
  const wasSignedOut = useRef(false);

  useEffect(() => {
    if (auth.status === 'unauthorized') wasSignedOut.current = true;
    if (auth.status !== 'authorized') return;
    const target = redirect ?? (wasSignedOut.current ? '/' : undefined);
    if (!target) return;
    // Once: the redirect's own address has no `?redirect=`, and must not send the user on to '/'.
    wasSignedOut.current = false;
    navigate(target, { replace: true });
  }, [auth.status, redirect, navigate]);

  return (
    <Container size="xs">
      <LoginScreen />
    </Container>
  );
}
