import '../components/ui/theme.css';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Router } from 'wouter';
import { confirmLeave } from '../components/use-leave-guard';
import { prefetchFirstPage } from '../api/first-load';
import { createQueryClient } from '../api/query-client';
import { i18n } from '../lib/i18n';
import { AccountLanguage } from './AccountLanguage';
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
      {/* Renders once the reader's language is loaded (main.tsx); the first page's data and code are on their way. */}
      <I18nProvider i18n={i18n}>
        <AccountLanguage />
        <Router aroundNav={(navigate, to, options) => confirmLeave() && navigate(to, options)}>
          <ScrollToTop />
          <AppRoutes />
        </Router>
      </I18nProvider>
    </QueryClientProvider>
  );
}
