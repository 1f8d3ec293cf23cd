import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen';
import { ErrorBoundary } from './ErrorBoundary';

/** Loading screen while a page's code arrives; an error page if it fails. */
export function PageFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
