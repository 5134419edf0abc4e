import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Placement } from '@beceri/domain';
import { createQueryClient } from '../../../lib/query-client.ts';
import { FeedbackForm, PlacementFacts, ScheduleForm } from './placement-forms.tsx';

const placement: Placement = {
  id: '00000000-0000-4000-8000-000000000001',
  jobId: null,
  jobTitle: 'Yazılım Stajyeri',
  companyId: null,
  companyName: 'Körfez Bilişim',
  studentId: null,
  studentName: 'Elif Çınar',
  startsOn: '2026-10-01',
  endsOn: '2026-11-27',
  mentorName: 'Deniz Aksoy',
  state: 'completed',
  evaluation: { attendance: 5, technical: 4, teamwork: 3, comment: 'Özenli.', evaluatedAt: '2026-11-27T15:00:00Z' },
  feedback: null,
  createdAt: '2026-09-20T09:00:00Z',
};

const renderIn = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={null}>{ui}</Suspense>
    </QueryClientProvider>,
  );

describe('internship forms', () => {
  it('shows the dates, the mentor and the company’s scores', () => {
    renderIn(<PlacementFacts placement={placement} />);
    expect(screen.getByText('1 Ekim 2026 – 27 Kasım 2026')).toBeVisible();
    expect(screen.getByText('Deniz Aksoy')).toBeVisible();
    expect(screen.getByText('Devam 5/5 · Teknik 4/5 · Ekip çalışması 3/5')).toBeVisible();
  });

  it('refuses feedback without a rating: a summary takes the focus, the field names the rule', async () => {
    renderIn(<FeedbackForm placement={placement} />);
    fireEvent.click(screen.getByRole('button', { name: 'Görüşümü gönder' }));
    const summary = await screen.findByText('Lütfen işaretli alanları düzeltin.');
    await waitFor(() => expect(summary.closest('[role="alert"]')).toHaveFocus());
    expect(screen.getByLabelText('Puanınız (1–5)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Değerlendirme 1 ile 5 arasında bir tam sayı olmalı').length).toBeGreaterThan(0);
  });

  it('refuses an end date that is not after the start, under the end date', async () => {
    renderIn(<ScheduleForm placement={{ ...placement, evaluation: null, state: 'upcoming' }} />);
    fireEvent.change(screen.getByLabelText('Bitiş tarihi (son gün)'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Lütfen işaretli alanları düzeltin.');
    expect(screen.getByLabelText('Bitiş tarihi (son gün)')).toHaveAttribute('aria-invalid', 'true');
  });
});
