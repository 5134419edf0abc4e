import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import JobInfoRoute from './routes/job-info.tsx';
import { SessionRedirect } from './session-redirect.tsx';

const student = { id: 's1', role: 'student', email: 'ayse@example.com', name: 'Ayşe' };
let loggedIn: boolean;

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the job is public, applying needs a session (which the browser has lost), logging in gives one back. */
async function server(path: string, init?: RequestInit): Promise<Response> {
  const key = `${init?.method ?? 'GET'} ${path}`;
  if (key === 'GET /auth/check-session') return reply({ user: loggedIn ? student : null });
  if (key === 'GET /job/getJob/j1')
    return reply({ id: 'j1', title: 'Stajyer', description: 'Yaz stajı', companyName: 'Acme' });
  if (key === 'GET /enrollment/getEnrollment/j1') return reply({ error: 'Bulunamadı', code: 'NOT_FOUND' }, 404);
  if (key === 'POST /enrollment/enroll/j1')
    return reply({ error: 'Oturum açmanız gerekiyor', code: 'UNAUTHENTICATED' }, 401);
  if (key === 'POST /auth/login') {
    loggedIn = true;
    return reply({ ok: true, role: 'student', id: 's1' });
  }
  throw new Error(`unexpected ${key}`);
}

function renderJobPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/jobinfopage/j1?ref=list']}>
        <SessionRedirect />
        <Routes>
          <Route path="/jobinfopage/:jobId" element={<JobInfoRoute />} />
          <Route path="/login" element={<LoginForm />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(server));
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a lost session', () => {
  it('sends a student whose session expired to /login, forgets the session and comes back after logging in', async () => {
    loggedIn = true;
    localStorage.setItem('sessionUser', JSON.stringify({ role: 'student', id: 's1' }));
    renderJobPage();
    const user = userEvent.setup();
    loggedIn = false;
    await user.click(await screen.findByRole('button', { name: 'Başvur' }));

    expect(await screen.findByLabelText('E-posta')).toBeInTheDocument();
    expect(localStorage.getItem('sessionUser')).toBeNull();

    await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Şifre'), 'Gizli-Sifre-1');
    await user.click(screen.getByRole('button', { name: 'Giriş' }));
    expect(await screen.findByRole('heading', { name: 'Stajyer' })).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.filter(([p]) => p === '/enrollment/enroll/j1')).toHaveLength(1);
  });

  it('sends a visitor who applies to /login too', async () => {
    loggedIn = false;
    renderJobPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Başvur' }));
    expect(await screen.findByRole('button', { name: 'Giriş' })).toBeInTheDocument();
  });
});
