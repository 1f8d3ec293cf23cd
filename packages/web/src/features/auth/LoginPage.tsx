import { safeRedirectPath } from '@decklist/core/text';
import { Container } from '../../components/ui';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useAuth } from '../../api/auth';
import { LoginScreen } from './LoginScreen';

export function LoginPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const redirect = safeRedirectPath(params.get('redirect'));

  useEffect(() => {
    if (auth.status === 'authorized' && redirect) navigate(redirect, { replace: true });
  }, [auth.status, redirect, navigate]);

  return (
    <Container size="xs">
      <LoginScreen />
    </Container>
  );
}
