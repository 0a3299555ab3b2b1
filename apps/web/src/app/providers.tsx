import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useToasterWanted } from '../lib/toaster';
import { createQueryClient } from './query-client';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** The Toaster, mounted once something wants to show a toast (lib/toaster.ts). */
function LazyToaster() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      {/* sonner's own screen-reader labels are English ("Notifications", "Close toast"). */}
      <Toaster
        position="top-right"
        // Not richColors: its green and red text on tinted backgrounds lacks contrast.
        closeButton
        containerAriaLabel="Thông báo"
        toastOptions={{ closeButtonAriaLabel: 'Đóng thông báo' }}
      />
    </Suspense>
  );
}

/**
 * The app's providers; the server passes the query client it renders with (entry-server.tsx), the
 * browser the one it hydrated from the page (main.tsx).
 */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
