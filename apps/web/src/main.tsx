import '@fontsource/be-vietnam-pro/latin-400.css';
import '@fontsource/be-vietnam-pro/latin-500.css';
import '@fontsource/be-vietnam-pro/latin-600.css';
import '@fontsource/be-vietnam-pro/latin-700.css';
import '@fontsource/be-vietnam-pro/vietnamese-400.css';
import '@fontsource/be-vietnam-pro/vietnamese-500.css';
import '@fontsource/be-vietnam-pro/vietnamese-600.css';
import '@fontsource/be-vietnam-pro/vietnamese-700.css';
import './styles/index.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrateFromPage } from './api/page-data';
import { holdClicksUntilHydrated } from './lib/held-clicks';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { initAuth } from './auth/auth-store';

// Checks the stored session while the first route loads; the guard shows Đang xác thực... meanwhile.
void initAuth();

// A page the server rendered comes with the queries it was rendered from (api/page-data.ts).
const client = createQueryClient();
hydrateFromPage(client);

const app = (
  <StrictMode>
    <Providers client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
// A storefront page the server rendered (entry-server.tsx) is hydrated; any other page is rendered here.
const container = document.getElementById('root')!;
if (container.firstElementChild) {
  holdClicksUntilHydrated(container);
  hydrateRoot(container, app);
} else createRoot(container).render(app);
