import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@beceri/domain';
import { createQueryClient } from '../lib/query-client.ts';
import { RequireRole } from './guards.tsx';

function LoginProbe() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>login page, back to {from}</p>;
}

function renderGuarded(user: Partial<SessionUser> | null) {
  vi.mocked(fetch).mockResolvedValue(
    new Response(JSON.stringify({ user }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/StudentProfile?tab=courses']}>
        <Routes>
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
    </QueryClientProvider>,
  );
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

  it('shows the page to the right role', async () => {
    renderGuarded({ id: 's1', role: 'student' });
    expect(await screen.findByText('student page')).toBeInTheDocument();
    expect(screen.queryByText('Erişim engellendi')).not.toBeInTheDocument();
  });
});
