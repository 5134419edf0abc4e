import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@beceri/domain';
import { createQueryClient } from '../lib/query-client.ts';
import { endSession } from '../lib/session.ts';
import { RequireRole } from './guards.tsx';

function LoginProbe() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>login page, back to {from}</p>;
}

let shownKey = '';
function KeyProbe() {
  shownKey = useLocation().key;
  return null;
}

function renderGuarded(user: Partial<SessionUser> | null) {
  vi.mocked(fetch).mockImplementation(
    async () =>
      new Response(JSON.stringify({ user }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const client = createQueryClient();
  const ui = () => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/StudentProfile?tab=courses']}>
        <KeyProbe />
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route
            path="/StudentProfile"
            element={
              <RequireRole roles={['student']}>
                <p>student page</p>
              </RequireRole>
            }
          />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender } = render(ui());
  return { client, rerender: () => rerender(ui()) };
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
afterEach(() => vi.unstubAllGlobals());

describe('RequireRole', () => {
  it('sends a visitor to /login with the way back', async () => {
    renderGuarded(null);
    expect(await screen.findByText('login page, back to /StudentProfile?tab=courses')).toBeInTheDocument();
    expect(screen.queryByText('student page')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/auth/check-session', expect.anything());
  });

  it('tells someone of another role that access is blocked', async () => {
    renderGuarded({ id: 'c1', role: 'company' });
    expect(await screen.findByRole('heading', { name: 'Erişim engellendi' })).toBeInTheDocument();
    expect(screen.getByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeInTheDocument();
    expect(screen.queryByText('student page')).not.toBeInTheDocument();
  });

  it('leads home, not to /login, from the screen the person logged out on', async () => {
    const { client, rerender } = renderGuarded({ id: 's1', role: 'student' });
    expect(await screen.findByText('student page')).toBeInTheDocument();
    act(() => endSession(client, shownKey));
    // The screen is drawn again before the header's own move home (React's order, not ours).
    rerender();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByText(/login page/)).not.toBeInTheDocument();
  });

  it('still sends a later visit of a guarded screen to /login after a logout', async () => {
    act(() => endSession(createQueryClient(), 'an earlier entry'));
    renderGuarded(null);
    expect(await screen.findByText('login page, back to /StudentProfile?tab=courses')).toBeInTheDocument();
  });

  it('shows the page to the right role', async () => {
    renderGuarded({ id: 's1', role: 'student' });
    expect(await screen.findByText('student page')).toBeInTheDocument();
    expect(screen.queryByText('Erişim engellendi')).not.toBeInTheDocument();
  });
});
