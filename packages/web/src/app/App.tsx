import '../components/ui/theme.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../api/query-client';
import { AppRoutes } from './router';
import { ScrollToTop } from './ScrollToTop';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTop />
      <AppRoutes />
    </QueryClientProvider>
  );
}
