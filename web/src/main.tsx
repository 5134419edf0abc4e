import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { publicConfigQuery } from './app/public-config.ts';
import { AppRoutes } from './app/router.tsx';
import { takeBootData, seedQueries } from './lib/boot.ts';
import { startI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

// The server wrote the language, the session, the config and the first screen's data into the page: no request
// asks for them (decision 024).
const boot = takeBootData();
if (boot) seedQueries(queryClient, boot, publicConfigQuery.queryKey);

const root = createRoot(document.getElementById('root')!);
// The texts of one language come first (one small chunk, preloaded by the page); a transition then lets React
// yield to the browser while it renders the first screen (no long task on slow phones).
void startI18n(boot?.lang).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Providers>
            <AppRoutes />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
