import '../components/ui/theme.css';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { confirmLeave } from '../components/use-leave-guard';
import { i18n } from '../lib/i18n';
import { AccountLanguage } from './AccountLanguage';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from './ScrollToTop';

export function App({ queryClient }: { queryClient: QueryClient }) {
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
