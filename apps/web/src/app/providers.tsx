import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useToasterWanted } from '../lib/toaster';
import { createQueryClient } from './query-client';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** The Toaster, mounted once something wants to show a toast (lib/toaster.ts). */
function LazyToaster() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
