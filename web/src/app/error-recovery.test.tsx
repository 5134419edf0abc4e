import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { CHUNK_RELOAD_WINDOW_MS, reloadOnceForChunk } from '../lib/chunk-reload.ts';

const reload = vi.fn();

beforeEach(() => {
  const answers: Record<string, unknown> = {
    '/auth/check-session': { user: null },
    '/config/public': {
      contactEmail: 'iletisim@example.com',
      contactPhone: '0262 000 00 00',
      qualificationAuthorityUrl: 'https://example.com/a',
      examSignupUrl: 'https://example.com/b',
      orgName: 'Oda',
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = answers[new URL(url, 'http://localhost').pathname];
      return body
        ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  vi.stubGlobal('location', { ...window.location, pathname: '/jobs', reload });
  sessionStorage.clear();
  reload.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderInLayout(screenElement: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/jobs']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/jobs" element={screenElement} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a screen that fails', () => {
  it('keeps the header, says what happened and renders again on "Tekrar dene"', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('Liste okunamadı');
      return <h1>İş ilanları</h1>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    renderInLayout(<Flaky />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Liste okunamadı');
    expect(screen.getByRole('heading', { name: 'Beklenmeyen uygulama hatası!' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument(); // the header and its navigation stay
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { name: 'İş ilanları' })).toBeInTheDocument();
  });

  it('reloads the page once when its code file is gone (a new release), then shows the error with a retry', async () => {
    const gone = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const First = lazyScreen(gone);
    renderInLayout(<First />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // the page is on its way: no error flashes

    // The reloaded page fails again: a real outage, not a stale tab.
    document.body.innerHTML = '';
    const Second = lazyScreen(gone);
    renderInLayout(<Second />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
    // Code that keeps failing is asked for once per try, not again on every render (it was, hundreds of times a second).
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    await settle();
    const asked = gone.mock.calls.length;
    await settle();
    expect(gone).toHaveBeenCalledTimes(asked);
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    await settle();
    expect(gone).toHaveBeenCalledTimes(asked + 1);
  });

  it('reloads the same page again only after a minute, whatever other code loaded meanwhile (no reload loop)', async () => {
    const now = Date.now();
    expect(reloadOnceForChunk(now)).toBe(true);
    await lazyScreen(() => Promise.resolve({ default: () => null })).preload();
    expect(reloadOnceForChunk(now + 1_000)).toBe(false); // the same page failing again: no loop
    expect(reloadOnceForChunk(now + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true); // a later release
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
