import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let fetchMock: ReturnType<typeof vi.fn>;
let alert: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  await switchLanguage('tr');
});

async function submit(current: string, password: string, role?: 'student' | 'teacher' | 'company') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePasswordDialog role={role} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
  if (current) await user.type(screen.getByLabelText('Mevcut şifre'), current);
  if (password) await user.type(screen.getByLabelText('Yeni şifre'), password);
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
}

describe('ChangePasswordDialog', () => {
  it('sends nothing for an empty form and says which fields need what, at the top of the form', async () => {
    await submit('', '');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText('Formda 2 hata var')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mevcut şifre: Bu alan zorunludur' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni şifre: Bu alan zorunludur' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mevcut şifre')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['Kisa123', 'Şifre en az 8 karakter olmalı'],
    ['x'.repeat(65), 'Şifre en fazla 64 karakter olmalı'],
  ])('checks the length of %s under the field and sends nothing', async (password, message) => {
    await submit('Eski-Sifre-1', password);
    expect(screen.getByLabelText('Yeni şifre')).toHaveAccessibleDescription(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the current and the new password to the role's update path and says it changed", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true, success: true }), { status: 200 }));
    await submit('Eski-Sifre-1', 'Yeni-Sifre-2024', 'teacher');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Şifreniz başarıyla değiştirildi.', expect.anything()),
    );
    expect(alert).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, JSON.parse(init.body)]).toEqual([
      '/teacher/update',
      'PUT',
      { currentPassword: 'Eski-Sifre-1', password: 'Yeni-Sifre-2024' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's field errors under their fields: a wrong current password, a common new one", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: 'Mevcut şifre yanlış',
          code: 'WRONG_PASSWORD',
          fields: { currentPassword: 'Mevcut şifre yanlış' },
        }),
        { status: 400 },
      ),
    );
    await submit('Yanlis-Sifre', 'Yeni-Sifre-2024');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Mevcut şifre')).toHaveAccessibleDescription('Mevcut şifre yanlış'),
    );
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says it failed when the server refuses otherwise', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'x', code: 'UNAUTHENTICATED' }), { status: 401 }));
    await submit('Eski-Sifre-1', 'Yeni-Sifre-2024');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Şifre değiştirilemedi.', expect.anything()));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reports an error when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    await submit('Eski-Sifre-1', 'Yeni-Sifre-2024');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Şifre güncellenirken bir hata oluştu.', expect.anything()),
    );
  });

  it("speaks English in the English interface: docs/product.md's own words", async () => {
    await switchLanguage('en');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true, success: true }), { status: 200 }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChangePasswordDialog />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Current password'), 'Eski-Sifre-1');
    await user.type(screen.getByLabelText('New password'), 'Yeni-Sifre-2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Password changed successfully.', expect.anything()),
    );
  });
});
