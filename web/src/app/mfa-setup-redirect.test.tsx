import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ACCOUNT_SECURITY_PATH } from '../lib/session.ts';
import { SessionRedirect } from './session-redirect.tsx';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** MFA_REQUIRED_ROLES=admin and no second factor yet: the server refuses every admin call with MFA_SETUP_REQUIRED. */
async function server(path: string): Promise<Response> {
  if (path === '/admin/users')
    return reply({ error: 'İki adımlı doğrulamayı açmalısınız.', code: 'MFA_SETUP_REQUIRED' }, 403);
  throw new Error(`unexpected ${path}`);
}

function AdminUsers() {
  const users = useQuery({ queryKey: ['admin', 'users'], queryFn: () => api.get('/admin/users') });
  return <p>{users.isError ? 'refused' : 'loading'}</p>;
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn(server)));
afterEach(() => vi.unstubAllGlobals());

describe('a second factor still to set up', () => {
  it('sends an admin from an admin screen to the account-security screen', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin/users']}>
          <SessionRedirect />
          <Routes>
            <Route path="/admin/users" element={<AdminUsers />} />
            <Route path={ACCOUNT_SECURITY_PATH} element={<h1>Hesap güvenliği</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Hesap güvenliği' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);
});
