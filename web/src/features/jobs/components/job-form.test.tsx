import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CourseRef, JobFormValues } from '@beceri/domain';
import { ApiError } from '../../../lib/api.ts';
import { switchLanguage } from '../../../lib/i18n.ts';
import { courseChoicesQuery } from '../api/course-choices.ts';
import { JobForm, jobFormValues } from './job-form.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The published courses the form offers (the public course list, already read). */
const courses: CourseRef[] = [
  { courseId: id(1), title: 'Ağ Temelleri' },
  { courseId: id(2), title: 'Python 101' },
  { courseId: id(3), title: 'Siber Güvenlik' },
];

function setup(
  props: { defaultValues?: JobFormValues; serverError?: unknown; knownCourses?: CourseRef[] } = {},
  offered: CourseRef[] = courses,
) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(courseChoicesQuery.queryKey, offered);
  render(
    <QueryClientProvider client={client}>
      <JobForm submitLabel="Gönder" pending={false} onSubmit={onSubmit} {...props} />
    </QueryClientProvider>,
  );
  return { alert, onSubmit, user: userEvent.setup() };
}
const stored = {
  title: 'Tekniker',
  description: 'Ağ bakımı',
  city: 'Kocaeli',
  type: 'fullTime',
  deadline: null,
} as const;

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
      {
        title: 'Tekniker',
        description: 'Ağ bakımı',
        city: 'Şanlıurfa',
        type: 'internship',
        deadline: null,
        requiredCourseIds: [],
        preferredCourseIds: [],
      },
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

  it('offers every published course as not needed, required or preferred, and sends the two lists', async () => {
    const { onSubmit, user } = setup({ defaultValues: jobFormValues(stored) });
    const group = screen.getByRole('group', { name: 'Kurs gereksinimleri (isteğe bağlı)' });
    expect(within(group).getAllByRole('combobox')).toHaveLength(3);
    await user.selectOptions(within(group).getByLabelText('Python 101'), 'Gerekli');
    await user.selectOptions(within(group).getByLabelText('Siber Güvenlik'), 'Tercih edilir');
    expect(within(group).getByText('Gerekli: 1/5')).toBeVisible();
    expect(within(group).getByText('Tercih edilen: 1/5')).toBeVisible();
    // A course moved from required to preferred leaves the required list: never in both.
    await user.selectOptions(within(group).getByLabelText('Python 101'), 'Tercih edilir');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ requiredCourseIds: [], preferredCourseIds: [id(3), id(2)] }),
      expect.anything(),
    );
  });

  it("prefills a stored job's requirements, titles included for a course no longer offered", async () => {
    const gone = { courseId: id(9), title: 'Eski Kurs' };
    const { onSubmit, user } = setup({
      defaultValues: jobFormValues({ ...stored, requiredCourses: [courses[0], gone], preferredCourses: [] }),
      knownCourses: [gone],
    });
    expect(screen.getByLabelText('Ağ Temelleri')).toHaveValue('required');
    expect(screen.getByLabelText('Eski Kurs')).toHaveValue('required');
    expect(screen.getByLabelText('Python 101')).toHaveValue('none');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ requiredCourseIds: [id(1), id(9)] }),
      expect.anything(),
    );
  });

  it('refuses a sixth required course in the summary and under the list, and sends nothing', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ courseId: id(i + 1), title: `Kurs ${i + 1}` }));
    const { onSubmit, user } = setup({ defaultValues: jobFormValues(stored) }, six);
    for (const course of six) await user.selectOptions(screen.getByLabelText(course.title), 'Gerekli');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const summary = (await screen.findByText('Formda 1 hata var')).closest<HTMLElement>('[role="alert"]')!;
    expect(
      within(summary).getByRole('link', { name: 'Gerekli kurslar: En fazla 5 kurs seçebilirsiniz.' }),
    ).toBeVisible();
    expect(screen.getByText('Gerekli kurslar: En fazla 5 kurs seçebilirsiniz.', { selector: 'p' })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a course under the requirements", () => {
    setup({
      defaultValues: jobFormValues(stored),
      // The server answers in the reader's language.
      serverError: new ApiError(400, 'Seçilen kurs yayında değil.', 'VALIDATION', {
        requiredCourseIds: 'Seçilen kurslardan biri platformda yayında değil; listeden yayındaki bir kurs seçin.',
      }),
    });
    expect(
      screen.getByText(
        'Gerekli kurslar: Seçilen kurslardan biri platformda yayında değil; listeden yayındaki bir kurs seçin.',
      ),
    ).toBeVisible();
  });
});
