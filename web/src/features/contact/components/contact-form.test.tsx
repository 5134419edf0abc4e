import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ ok: true, id: '1' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactForm />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('ContactForm', () => {
  it(
    'an empty message says which field and what to write, sends nothing and focuses the field',
    { timeout: 20_000 },
    async () => {
      const fetch = renderForm();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Ad Soyad'), 'Ali');
      await user.type(screen.getByLabelText('Telefon'), '0262 000 00 00');
      await user.click(screen.getByRole('button', { name: 'Gönder' }));
      const summary = (await screen.findByText('Formda 1 hata var')).closest('[role="alert"]');
      expect(summary).toHaveTextContent('Mesajınız: Mesajınızı yazın');
      expect(screen.getByLabelText('Mesajınız')).toHaveFocus();
      expect(screen.getByLabelText('Mesajınız')).toHaveAccessibleDescription('Mesajınızı yazın');
      expect(screen.queryByText('Mesaj gönderilirken bir hata oluştu.')).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('asks for one way to reply: an e-mail or a phone', { timeout: 20_000 }, async () => {
    const fetch = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mesajınız'), 'Merhaba');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(
      await screen.findByText(/E-posta: Size dönebilmemiz için e-posta adresinizi veya telefon numaranızı yazın/),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Telefon'), '0262 000 00 00');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it(
    'an e-mail that cannot be answered is refused; an empty one is fine beside a phone',
    { timeout: 20_000 },
    async () => {
      const fetch = renderForm();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Telefon'), '0262 000 00 00');
      await user.type(screen.getByLabelText('E-posta'), 'ali@');
      await user.type(screen.getByLabelText('Mesajınız'), 'Merhaba');
      await user.click(screen.getByRole('button', { name: 'Gönder' }));
      expect(await screen.findByText(/E-posta: Geçerli bir e-posta adresi yazın/)).toBeVisible();
      expect(fetch).not.toHaveBeenCalled();
      await user.clear(screen.getByLabelText('E-posta'));
      await user.click(screen.getByRole('button', { name: 'Gönder' }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.getByLabelText('Mesajınız')).toHaveValue(''));
    },
  );
});
