import { Container } from '../components/ui';
import type { ReactNode } from 'react';
import { useAuth } from '../api/auth';
import { LoadingScreen } from '../components/LoadingScreen';
import { lazyComponent } from '../components/lazy-part';

const LoginScreen = lazyComponent(() => import('../features/auth/LoginScreen'), 'LoginScreen', 'sign-in');

/**
 * Protected routes: a spinner while the session is unknown, the login screen when signed out.
 * After signing in, the same page renders, so the user is back where they came from.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'unauthorized') {
    return (
      <Container size="xs">
        <LoginScreen />
      </Container>
    );
  }
  return children;
}
