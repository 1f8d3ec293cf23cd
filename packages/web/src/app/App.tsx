import '../components/ui/theme.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Router } from 'wouter';
import { confirmLeave } from '../components/use-leave-guard';
import { prefetchFirstPage } from '../api/first-load';
import { createQueryClient } from '../api/query-client';
import { AppRoutes } from './AppRoutes';
import { preloadFirstPageCode } from './first-page-code';
import { ScrollToTop } from './ScrollToTop';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchFirstPage(client, window.location.pathname, window.location.search);
    preloadFirstPageCode(client, window.location.pathname, window.location.search);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {/* Every navigation of the app (links and navigate) asks first while a form holds unsaved edits. */}
      <Router aroundNav={(navigate, to, options) => confirmLeave() && navigate(to, options)}>
        <ScrollToTop />
        <AppRoutes />
      </Router>
    </QueryClientProvider>
  );
}
