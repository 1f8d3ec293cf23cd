import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useAuth } from '../../api/auth';
import { LoginScreen } from './LoginScreen';

/** Only same-site paths are followed after login, never another origin. */
export function safeRedirect(target: string | null): string | undefined {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : undefined;
}

export function LoginPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const redirect = safeRedirect(params.get('redirect'));

  useEffect(() => {
    if (auth.status === 'authorized' && redirect) navigate(redirect, { replace: true });
  }, [auth.status, redirect, navigate]);

  return (
    <Container size="xs">
      <LoginScreen />
    </Container>
  );
}
