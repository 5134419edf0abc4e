import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
let alert: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function submit(password: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePasswordDialog />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
  if (password) await user.type(screen.getByLabelText('Yeni şifre'), password);
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
}

describe('ChangePasswordDialog', () => {
  it('does nothing for an empty entry', async () => {
    await submit('');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('puts the new password to /student/update and says it changed', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true, success: true }), { status: 200 }));
    await submit('Yeni1234');
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Password changed successfully.'));
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, JSON.parse(init.body)]).toEqual(['/student/update', 'PUT', { password: 'Yeni1234' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says it failed when the server refuses', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'x', code: 'VALIDATION' }), { status: 400 }));
    await submit('Yeni1234');
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to change password.'));
  });

  it('reports an error when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    await submit('Yeni1234');
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Error updating password.'));
  });
});
