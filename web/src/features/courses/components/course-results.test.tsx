import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseResultRow } from '@beceri/domain';
import { createQueryClient } from '../../../lib/query-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { CourseResults } from './course-results.tsx';

const row = (over: Partial<CourseResultRow>): CourseResultRow => ({
  studentId: crypto.randomUUID(),
  name: 'Ayşe',
  surname: 'Yılmaz',
  attempts: 0,
  bestScore: null,
  total: null,
  passed: false,
  lastAttemptAt: null,
  ...over,
});

function renderResults(rows: CourseResultRow[]) {
  vi.mocked(fetch).mockResolvedValue(
    new Response(JSON.stringify(rows), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-total-count': String(rows.length) },
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CourseResults courseId="c1" title="Python 101" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
afterEach(() => vi.unstubAllGlobals());

describe('CourseResults', () => {
  it("shows each student's attempts, best score, pass and last attempt", async () => {
    const at = '2026-11-20T09:30:00.000Z';
    renderResults([
      row({ name: 'Ayşe', surname: 'Yılmaz', attempts: 2, bestScore: 2, total: 3, passed: true, lastAttemptAt: at }),
      row({ name: 'Mehmet', surname: 'Demir', attempts: 1, bestScore: 0, total: 3, passed: false, lastAttemptAt: at }),
      row({ name: 'Can', surname: 'Öztürk' }),
    ]);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Sonuçlar' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Python 101 kursunun sonuçları' })).toBeInTheDocument();
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['Ayşe Yılmaz', '2', '2/3', 'Başarılı', formatDateTime(at)],
      ['Mehmet Demir', '1', '0/3', 'Başarısız', formatDateTime(at)],
      ['Can Öztürk', '0', '—', 'Sınava girmedi', '—'],
    ]);
    expect(fetch).toHaveBeenCalledWith('/course/c1/results?page=1&limit=100', expect.anything());
  });

  it('says so when nobody is enrolled', async () => {
    renderResults([]);
    expect(await screen.findByText('Bu kursa henüz kayıtlı öğrenci yok.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
