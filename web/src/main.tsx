import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { SessionUser } from '@beceri/domain';
import { Providers } from './app/providers.tsx';
import { publicConfigQuery } from './app/public-config.ts';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { takeBootData, seedQueries } from './lib/boot.ts';
import { startI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { listenForHistorySteps } from './lib/history-steps.ts';
import { storeSessionUser } from './lib/session.ts';
import './index.css';

// The server wrote the language, the session, the config and the first screen's data into the page: no request
// asks for them (decision 024).
const boot = takeBootData();
if (boot) {
  seedQueries(queryClient, boot, publicConfigQuery.queryKey);
  storeSessionUser((boot.session ?? null) as SessionUser | null);
}

// Before the router listens: a form with unsaved changes hears of Back and Forward first.
listenForHistorySteps();

const container = document.getElementById('root')!;
const { pathname } = window.location;
const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

// The texts of one language come first (one small chunk, preloaded by the page). A page the server rendered
// (decision 039) is hydrated once its screen's chunk is there too, so React adopts the markup as it stands; any
// other page is rendered in a transition that lets React yield to the browser (no long task on slow phones).
if (boot?.rendered) {
  void Promise.all([startI18n(boot.lang), preloadScreen(pathname).catch(() => undefined)]).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  const root = createRoot(container);
  void startI18n(boot?.lang).then(() => startTransition(() => root.render(app)));
}
