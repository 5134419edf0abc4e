import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import './index.css';

const root = createRoot(document.getElementById('root')!);
// A transition lets React yield to the browser while it renders the first screen (no long task on slow phones).
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
);
