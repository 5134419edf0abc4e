import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n.ts';
import { JobForm } from './job-form.tsx';

function setup() {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const onSubmit = vi.fn();
  render(<JobForm submitLabel="Gönder" pending={false} onSubmit={onSubmit} />);
  return { alert, onSubmit, user: userEvent.setup() };
}

describe('JobForm', () => {
  it('shows a too-long title under the field once the title is touched, with no pop-up', async () => {
    const { alert, user } = setup();
    await user.click(screen.getByLabelText('İş başlığı'));
    await user.paste('ı'.repeat(101));
    await user.click(screen.getByLabelText('Açıklama'));
    expect(screen.getByLabelText('İş başlığı')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Başlık en fazla 100 karakter olmalı')).toBeVisible();
    expect(screen.getByText('En fazla 100 karakter')).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
  });

  it('lists every missing field at the top on submit, focuses the first one and sends nothing', async () => {
    const { alert, onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const heading = await screen.findByText('Formda 3 hata var');
    const summary = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(heading).toBeVisible();
    expect(within(summary).getByRole('link', { name: /^İş başlığı: / })).toBeVisible();
    expect(within(summary).getByRole('link', { name: /^Açıklama: / })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'İl: İl seçin' })).toBeVisible();
    expect(screen.getByLabelText('İş başlığı')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    // Once the fields are right, the summary goes.
    await user.type(screen.getByLabelText('İş başlığı'), 'Tekniker');
    await user.type(screen.getByLabelText('Açıklama'), 'Ağ bakımı');
    await user.type(screen.getByLabelText('İl'), 'Kocaeli');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Formda \d hata var/)).toBeNull();
  });

  it('sends trimmed values, the province as the list spells it, the type and the deadline', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('İş başlığı'), '  Tekniker ');
    await user.type(screen.getByLabelText('Açıklama'), 'Ağ bakımı');
    await user.type(screen.getByLabelText('İl'), 'sanliurfa');
    await user.click(screen.getByRole('radio', { name: 'Staj' }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { title: 'Tekniker', description: 'Ağ bakımı', city: 'Şanlıurfa', type: 'internship', deadline: null },
      expect.anything(),
    );
  });

  it('refuses a province outside the list and a past deadline under their fields', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('İl'), 'Atlantis');
    await user.type(screen.getByLabelText('Son başvuru tarihi (isteğe bağlı)'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Listeden bir il seçin')).toBeVisible();
    expect(screen.getByText('Son başvuru tarihi geçmiş bir gün olamaz')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks English when the reader switched to it', async () => {
    await switchLanguage('en');
    try {
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Gönder' }));
      expect(await screen.findByText('The form has 3 errors')).toBeVisible();
      expect(screen.getByLabelText('Job title')).toHaveFocus();
      expect(screen.getByText('At most 100 characters')).toBeVisible();
      expect(screen.getAllByText('Choose a province').length).toBeGreaterThan(0);
    } finally {
      await switchLanguage('tr');
    }
  });
});
