import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ResetPasswordForm } from './reset-password-form.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const flow = { email: 'ayse@example.com', from: '/forgot-password', token: 't'.repeat(43) };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.setItem('passwordReset', JSON.stringify(flow));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function setup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/reset-password']}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordForm />} />
          <Route path="/login" element={<p>giriş sayfası</p>} />
          <Route path="/forgot-password" element={<p>şifremi unuttum sayfası</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, a: string, b: string) {
  await user.type(screen.getByLabelText('Yeni şifre'), a);
  await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), b);
  await user.click(screen.getByRole('button', { name: 'Şifreyi sıfırla' }));
}

describe('ResetPasswordForm', () => {
  it('warns about a mismatch, in Turkish, under the second field, and sends nothing', async () => {
    const user = setup();
    await fill(user, 'Yeni-1234', 'Yeni-1235');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Şifreler eşleşmiyor', expect.anything()));
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toHaveAccessibleDescription('Şifreler eşleşmiyor');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail, token and password, then clears the flow and goes to /login', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const user = setup();
    await fill(user, 'Yeni-1234', 'Yeni-1234');
    expect(await screen.findByText('giriş sayfası')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/auth/reset-password');
    expect(JSON.parse(init.body)).toEqual({ email: flow.email, token: flow.token, password: 'Yeni-1234' });
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Şifre başarıyla sıfırlandı.', expect.anything()),
    );
    expect(sessionStorage.getItem('passwordReset')).toBeNull();
  });

  it('says the reset failed when the server refuses the token', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'Şifre sıfırlanamadı', code: 'RESET_FAILED' }), { status: 400 }),
    );
    const user = setup();
    await fill(user, 'Yeni-1234', 'Yeni-1234');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Şifre sıfırlanamadı', expect.anything()));
    expect(screen.getByRole('button', { name: 'Şifreyi sıfırla' })).toBeInTheDocument();
  });

  it('shows a password the server finds too common under the field, not as a failed reset', async () => {
    const message = 'Bu şifre çok yaygın, başka bir şifre seçin';
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: message, code: 'VALIDATION', fields: { password: message } }), {
        status: 400,
      }),
    );
    const user = setup();
    await fill(user, 'iloveyou1', 'iloveyou1');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Yeni şifre', { exact: true })).toHaveAccessibleDescription(message),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('lists the empty fields by name at the top of the form and focuses the first, without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Şifreyi sıfırla' }));
    expect(screen.getByText('Formda 2 hata var')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni şifre: Bu alan zorunludur' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni şifre (tekrar): Bu alan zorunludur' })).toBeInTheDocument();
    expect(screen.getByLabelText('Yeni şifre', { exact: true })).toHaveFocus();
    expect(alert).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a person without a verified code back to /forgot-password', () => {
    sessionStorage.setItem('passwordReset', JSON.stringify({ email: flow.email, from: flow.from }));
    setup();
    expect(screen.getByText('şifremi unuttum sayfası')).toBeInTheDocument();
  });
});
