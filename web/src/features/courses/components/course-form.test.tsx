import { render as renderScreen, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CourseView } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { buildCourseForm, CourseForm } from './course-form.tsx';

const existing: CourseView = {
  id: 'c1',
  title: 'IoT',
  description: 'Sensörler',
  category: 'Python',
  addedByType: 'Teacher',
  classes: [
    { id: 'k1', title: 'Giriş', description: '', videoLink: '', pdfFile: '/files/f1', pdfFileName: 'giris.pdf' },
    {
      id: 'k2',
      title: 'MQTT',
      description: '',
      videoLink: 'https://youtu.be/dQw4w9WgXcQ',
      pdfFile: null,
      pdfFileName: null,
    },
  ],
  test: JSON.stringify({
    questions: [
      { id: 'b3f1c7de-0000-4000-8000-0000000000aa', text: 'S', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 3 },
    ],
  }),
  questionCount: 1,
  exam: { questionCount: 1, drawCount: 1, timeLimitMinutes: null, passPercent: 50 },
  enrolledCount: 0,
  isEnrolled: false,
  canEdit: true,
  status: 'published',
};

/** The form inside the app's providers: a router (the unsaved-changes guard) and a query client (the autosave). */
const render = (ui: ReactElement) =>
  renderScreen(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('buildCourseForm', () => {
  it('numbers the PDFs with pdfFileIndex, keeps existing class ids and drops empty questions', () => {
    const pdf = new File(['%PDF-1.4'], 'yeni.pdf', { type: 'application/pdf' });
    const form = buildCourseForm(
      { title: 'T', description: 'D', category: 'Python' },
      [
        {
          key: 1,
          id: 'k1',
          className: 'A',
          classDesc: '',
          classMediaURL: ' https://vimeo.com/1 ',
          classMediaFile: null,
          existingPdfName: 'x.pdf',
        },
        { key: 2, className: 'B', classDesc: 'b', classMediaURL: '', classMediaFile: pdf, existingPdfName: null },
      ],
      [
        { text: 'Dolu', options: ['1', '2', '3', '4', '5'], correctAnswer: 4 },
        { text: '', options: ['1', '', '', '', ''], correctAnswer: 0 },
        { text: 'Seçeneksiz', options: ['', '', '', '', ''], correctAnswer: 0 },
      ],
    );
    expect(JSON.parse(form.get('classes') as string)).toEqual([
      { id: 'k1', title: 'A', description: '', videoLink: 'https://vimeo.com/1' },
      { title: 'B', description: 'b', videoLink: '', pdfFileIndex: 0 },
    ]);
    expect(JSON.parse(form.get('test') as string).questions.map((q: { text: string }) => q.text)).toEqual(['Dolu']);
    expect((form.getAll('pdfFiles')[0] as File).name).toBe('yeni.pdf');
    expect(form.get('category')).toBe('Python');
  });
});

describe('CourseForm', () => {
  it('prefills an edit, keeps the category fixed and sends the edited test after the dialog is saved', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<CourseForm initial={existing} withTest submitLabel="Güncelle" pending={false} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Kurs başlığı')).toHaveValue('IoT');
    expect(screen.getByLabelText('Kategori')).toBeDisabled();
    expect(screen.getByText('Mevcut dosya: giris.pdf')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Testi düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Test' });
    expect(within(dialog).getByRole('button', { name: 'Önceki Soru' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Sonraki soru' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Soru ekle' }));
    expect(within(dialog).getByText('Soru 2 / 2')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Önceki Soru' })).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Soru metni'), 'Yeni soru');
    await user.type(within(dialog).getByLabelText('1. seçenek'), 'evet');
    await user.type(within(dialog).getByLabelText('2. seçenek'), 'hayır');
    // No default: the author chooses the correct answer.
    expect(within(dialog).getByLabelText('Doğru cevap')).toHaveValue('');
    await user.selectOptions(within(dialog).getByLabelText('Doğru cevap'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '2. ders: Dersi kaldır' }));
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    const form = onSubmit.mock.calls[0][0] as FormData;
    expect(JSON.parse(form.get('classes') as string)).toEqual([
      { id: 'k1', title: 'Giriş', description: '', videoLink: '' },
    ]);
    expect(JSON.parse(form.get('test') as string).questions).toEqual([
      // The stored question keeps its id across the edit.
      { id: 'b3f1c7de-0000-4000-8000-0000000000aa', text: 'S', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 3 },
      { text: 'Yeni soru', options: ['evet', 'hayır', '', '', ''], correctAnswer: 1 },
    ]);
    // An edit does not resend the category.
    expect(form.get('category')).toBeNull();
  }, 20_000);

  it('keeps the keyboard focus in the test dialog when the pressed button turns disabled', async () => {
    const user = userEvent.setup();
    render(<CourseForm initial={existing} withTest submitLabel="Güncelle" pending={false} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Testi düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Test' });
    await user.click(within(dialog).getByRole('button', { name: 'Soru ekle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Önceki Soru' }));
    expect(within(dialog).getByRole('button', { name: 'Sonraki soru' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Soru 2 / 2')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Önceki Soru' })).toHaveFocus();
    // Removing down to the last question disables 'Soruyu sil': the focus goes to the question's text.
    await user.click(within(dialog).getByRole('button', { name: 'Soruyu sil' }));
    expect(within(dialog).getByText('Soru 1 / 1')).toBeVisible();
    expect(within(dialog).getByLabelText('Soru metni')).toHaveFocus();
  }, 20_000);

  it('stops a submit without a title or a category: the summary names the fields, the focus goes to the first, nothing is sent', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<CourseForm withTest submitLabel="Gönder" pending={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Açıklama'), 'Sensörler');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const heading = await screen.findByText('Formda 2 hata var');
    const summary = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(within(summary).getByRole('link', { name: /^Kurs başlığı: / })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Kategori: Listeden bir kategori seçin' })).toBeVisible();
    expect(screen.getByLabelText('Kurs başlığı')).toHaveFocus();
    expect(screen.getByLabelText('Kurs başlığı')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Kurs başlığı'), 'IoT');
    await user.selectOptions(screen.getByLabelText('Kategori'), 'IoT');
    expect(screen.queryByText(/Formda \d hata var/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect((onSubmit.mock.calls[0][0] as FormData).get('title')).toBe('IoT');
    expect((onSubmit.mock.calls[0][0] as FormData).get('category')).toBe('IoT');
  });

  it('lets an admin change the category on an edit, and sends it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <CourseForm
        initial={existing}
        withTest={false}
        categoryEditable
        submitLabel="Güncelle"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Kategori'), 'Veri Bilimi');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect((onSubmit.mock.calls[0][0] as FormData).get('category')).toBe('Veri Bilimi');
  });

  it('counts the test questions with the right plural and closes the test dialog with Vazgeç', async () => {
    const user = userEvent.setup();
    render(<CourseForm initial={existing} withTest submitLabel="Güncelle" pending={false} onSubmit={vi.fn()} />);
    expect(screen.getByText('1 soru')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Testi düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Test' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the test dialog', () => {
  it('closes only on purpose: Esc with a written question asks, and keeps the question unless told to drop it', async () => {
    const user = userEvent.setup();
    render(<CourseForm initial={existing} withTest submitLabel="Güncelle" pending={false} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Testi düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Test' });
    await user.click(within(dialog).getByRole('button', { name: 'Soru ekle' }));
    await user.type(within(dialog).getByLabelText('Soru metni'), 'Yazılmış soru');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Yazdığınız sorular kaydedilmedi' });
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Sorulara dön' })).toHaveFocus());
    await user.click(within(ask).getByRole('button', { name: 'Sorulara dön' }));
    expect(screen.getByRole('dialog', { name: 'Test' })).toBeVisible();
    expect(within(screen.getByRole('dialog', { name: 'Test' })).getByLabelText('Soru metni')).toHaveValue(
      'Yazılmış soru',
    );
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kaydetmeden kapat' }));
    expect(screen.queryByRole('dialog', { name: 'Test' })).toBeNull();
    expect(screen.getByText('1 soru')).toBeVisible();
  }, 20_000);
});

describe('the studio', () => {
  it('starts the draft on the first change, says when it is saved, then saves to the same draft', async () => {
    const saved = { ok: true as const, id: 'd1', classIds: [], updatedAt: '2026-11-27T23:00:00.000Z' };
    const post = vi.spyOn(api, 'post').mockResolvedValue(saved);
    const put = vi.spyOn(api, 'put').mockResolvedValue(saved);
    const onCreated = vi.fn();
    const user = userEvent.setup();
    render(
      <CourseForm
        withTest
        submitLabel="Yayınla"
        pending={false}
        studio={{ draftId: null, onCreated, onPublish: vi.fn() }}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Taslak: yazdıklarınız otomatik olarak kaydedilir.');
    await user.type(screen.getByLabelText('Kurs başlığı'), 'IoT');
    expect(status).toHaveTextContent('Kaydediliyor…');
    await waitFor(() => expect(status).toHaveTextContent('Kaydedildi'), { timeout: 5000 });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/course/draft', expect.objectContaining({ title: 'IoT', classes: [] }));
    expect(onCreated).toHaveBeenCalledWith('d1');
    await user.type(screen.getByLabelText('Açıklama'), 'Sensörler');
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(put).toHaveBeenCalledWith('/course/draft/d1', expect.objectContaining({ description: 'Sensörler' }));
    expect(post).toHaveBeenCalledTimes(1);

    // 'Yayınla' names what publishing still needs.
    await user.click(screen.getByRole('button', { name: 'Yayınla' }));
    const summary = (await screen.findByText('Formda 2 hata var')).closest<HTMLElement>('[role="alert"]')!;
    expect(
      within(summary).getByRole('link', { name: 'Dersler: Yayınlamak için en az bir ders ekleyin.' }),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 20_000);
});
