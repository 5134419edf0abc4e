import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { toFormData, type NewsFormValues } from '../api/news.ts';
import { NewsForm } from './news-form.tsx';

const initial = {
  title: 'Haber',
  description: 'Kısa',
  details: 'Uzun',
  titleEn: 'News',
  descriptionEn: '',
  detailsEn: '',
  images: ['/files/a', '/files/b'],
};

describe('NewsForm', () => {
  it('keeps the existing images it still shows and sends them back as existingImages', async () => {
    const onSubmit = vi.fn<(v: NewsFormValues) => void>();
    render(
      <MemoryRouter>
        <NewsForm initial={initial} submitting={false} onSubmit={onSubmit} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Görsel 2'i kaldır" }));
    await user.clear(screen.getByLabelText('Başlık'));
    await user.type(screen.getByLabelText('Başlık'), 'Yeni başlık');
    await user.type(screen.getByLabelText('Ayrıntılar (İngilizce)'), 'Long text');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const values = onSubmit.mock.calls[0][0];
    expect(values).toMatchObject({ title: 'Yeni başlık', existingImages: ['/files/a'], newImages: [] });
    // Each text beside its English twin (docs/product.md).
    expect(values).toMatchObject({ titleEn: 'News', descriptionEn: '', detailsEn: 'Long text' });
    const data = toFormData(values);
    expect(data.get('existingImages[0]')).toBe('/files/a');
    expect(data.has('existingImages[1]')).toBe(false);
    expect(data.getAll('images')).toEqual([]);
  });

  it('shows the sending state and the server field errors', () => {
    const { rerender } = render(
      <MemoryRouter>
        <NewsForm submitting onSubmit={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
    rerender(
      <MemoryRouter>
        <NewsForm
          submitting={false}
          onSubmit={() => {}}
          error={new ApiError(400, 'Bu alan zorunludur', 'VALIDATION', { title: 'Bu alan zorunludur' })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeEnabled();
    expect(screen.getByLabelText('Başlık')).toHaveAccessibleDescription('Bu alan zorunludur');
  });
});

describe('NewsForm without a title', () => {
  it('says which field and what to do, focuses it and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <MemoryRouter>
        <NewsForm submitting={false} onSubmit={onSubmit} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Açıklama'), 'Özet');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText('Formda 1 hata var')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Başlık: Haberin başlığını yazın' })).toBeVisible();
    expect(screen.getByLabelText('Başlık')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
