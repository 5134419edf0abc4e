import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicantCounts, ApplicantView } from '@beceri/domain';
import { ApplicantList } from './applicant-list.tsx';
import { StatusTabs, type StatusFilter } from './status-tabs.tsx';

const applicant = (over: Partial<ApplicantView>): ApplicantView => ({
  id: crypto.randomUUID(),
  applicationId: crypto.randomUUID(),
  name: 'Ayşe',
  surname: 'Yılmaz',
  resume: null,
  resumeMime: null,
  status: 'In Review',
  appliedAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: '2026-11-20T09:00:00.000Z',
  educationLevel: 'highSchoolGraduate',
  jobSeekingStatus: 'internship',
  passedCourses: [],
  match: { required: 0, met: 0, missing: [] },
  history: [],
  email: null,
  phone: null,
  ...over,
});

function renderList(applicants: ApplicantView[]) {
  const onMove = vi.fn();
  render(
    <MemoryRouter>
      <ApplicantList applicants={applicants} busy={false} onMove={onMove} />
    </MemoryRouter>,
  );
  const cardOf = (name: string) => screen.getByRole('listitem', { name });
  return { onMove, cardOf, user: userEvent.setup() };
}

describe('ApplicantList', () => {
  it('shows the way an application came to its status once it took more than one change', () => {
    const step = (from: ApplicantView['status'] | null, to: ApplicantView['status'], day: number) => ({
      from,
      to,
      changedAt: `2026-11-${day}T09:00:00.000Z`,
    });
    const back = applicant({
      name: 'Elif',
      surname: 'Tan',
      status: 'Shortlisted',
      statusChangedAt: '2026-11-16T09:00:00.000Z',
      history: [
        step(null, 'In Review', 12),
        step('In Review', 'Shortlisted', 14),
        step('Shortlisted', 'Rejected', 15),
        step('Rejected', 'Shortlisted', 16),
      ],
    });
    const once = applicant({
      name: 'Can',
      surname: 'Öztürk',
      status: 'Hired',
      history: [step(null, 'In Review', 12), step('In Review', 'Hired', 13)],
    });
    const { cardOf } = renderList([back, once]);
    expect(cardOf('Elif Tan')).toHaveTextContent(
      'Durum geçmişi: Kısa listede 14 Kas 2026 · Reddedildi 15 Kas 2026 · Kısa listede 16 Kas 2026',
    );
    // One change is the card's 'Son değişiklik' already.
    expect(within(cardOf('Can Öztürk')).queryByText(/Durum geçmişi/)).toBeNull();
  });

  it('shows who applied, their answers and the courses they passed, and only the moves allowed now', async () => {
    const ayse = applicant({
      passedCourses: [{ courseId: 'c1', title: 'Python 101', score: 3, total: 3, certificateCode: 'ABCDEFGHIJ23' }],
    });
    const can = applicant({
      name: 'Can',
      surname: 'Öztürk',
      status: 'Rejected',
      statusChangedAt: '2026-11-22T09:00:00.000Z',
    });
    const { onMove, cardOf, user } = renderList([ayse, can]);
    const card = cardOf('Ayşe Yılmaz');
    expect(within(card).getByText('Başvuru tarihi: 20 Kasım 2026')).toBeVisible();
    expect(within(card).getByText('Lise mezunu')).toBeVisible();
    expect(within(card).getByText('Evet, staj arıyorum')).toBeVisible();
    expect(within(card).getByText('Python 101')).toBeVisible();
    expect(within(card).getByText('3/3')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Sertifika' })).toHaveAttribute('href', '/dogrula/ABCDEFGHIJ23');
    expect(
      within(card).getAllByRole('button', { name: /^Ayşe Yılmaz: (Kısa listeye al|Reddet|İşe al)$/ }),
    ).toHaveLength(3);
    // A rejected applicant can only be shortlisted again.
    const rejected = cardOf('Can Öztürk');
    expect(within(rejected).getByText('Son değişiklik: 22 Kasım 2026')).toBeVisible();
    expect(within(rejected).getByText('Henüz başarılı olduğu bir kurs yok.')).toBeVisible();
    expect(
      within(rejected)
        .getAllByRole('button', { name: /^Can Öztürk: (Kısa listeye al|Reddet|İşe al)$/ })
        .map((b) => b.textContent),
    ).toEqual(['Kısa listeye al']);
    await user.click(within(card).getByRole('button', { name: 'Ayşe Yılmaz: Reddet' }));
    expect(onMove).toHaveBeenCalledWith(ayse, 'Rejected');
  });

  it('shows contact details only when the API gives them, and a hired applicant has no move left', () => {
    const { cardOf } = renderList([
      applicant({ name: 'Deniz', surname: 'Kara' }),
      applicant({ name: 'Elif', surname: 'Şahin', status: 'Hired', email: 'elif@example.com', phone: '05321234567' }),
    ]);
    expect(
      within(cardOf('Deniz Kara')).getByText('E-posta ve telefon, aday kısa listeye alındığında görünür.'),
    ).toBeVisible();
    const hired = cardOf('Elif Şahin');
    expect(within(hired).getByRole('link', { name: 'elif@example.com' })).toHaveAttribute(
      'href',
      'mailto:elif@example.com',
    );
    expect(within(hired).getByRole('link', { name: '05321234567' })).toHaveAttribute('href', 'tel:05321234567');
    expect(within(hired).queryByRole('group')).toBeNull();
  });

  it('previews a PDF resume in the card, and says why a missing or Word resume cannot be previewed', async () => {
    const { cardOf, user } = renderList([
      applicant({ resume: '/files/pdf-id', resumeMime: 'application/pdf' }),
      applicant({ name: 'Can', surname: 'Öztürk' }),
      applicant({ name: 'Mert', surname: 'Aydın', resume: '/files/doc-id', resumeMime: 'application/msword' }),
    ]);
    const ayse = cardOf('Ayşe Yılmaz');
    const preview = within(ayse).getByRole('button', { name: 'Ayşe Yılmaz: Özgeçmişi görüntüle' });
    expect(preview).toHaveAttribute('aria-expanded', 'false');
    await user.click(preview);
    expect(within(ayse).getByTitle('Ayşe Yılmaz adlı adayın özgeçmişi')).toHaveAttribute(
      'src',
      '/files/pdf-id?inline=1',
    );
    expect(within(ayse).getByRole('button', { name: 'Ayşe Yılmaz: Önizlemeyi kapat' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const can = cardOf('Can Öztürk');
    expect(within(can).getByRole('button', { name: 'Can Öztürk: Özgeçmişi indir' })).toBeDisabled();
    expect(within(can).getByRole('button', { name: 'Can Öztürk: Özgeçmişi indir' })).toHaveAccessibleDescription(
      'Aday özgeçmiş yüklememiş.',
    );
    expect(within(can).getByRole('button', { name: 'Can Öztürk: Özgeçmişi görüntüle' })).toBeDisabled();

    const mert = cardOf('Mert Aydın');
    expect(within(mert).getByRole('button', { name: 'Mert Aydın: Özgeçmişi görüntüle' })).toBeDisabled();
    expect(within(mert).getByRole('button', { name: 'Mert Aydın: Özgeçmişi indir' })).toBeEnabled();
    expect(within(mert).getByText(/PDF değil/)).toBeVisible();
  });
});

describe('StatusTabs', () => {
  const counts: ApplicantCounts = { total: 5, byStatus: { 'In Review': 1, Shortlisted: 2, Rejected: 1, Hired: 1 } };
  function Tabs() {
    const [value, setValue] = useState<StatusFilter>('all');
    return <StatusTabs value={value} counts={counts} onChange={setValue} />;
  }

  it('are one tab stop with counts; the arrow keys, Home and End move and select', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Tümü (5)',
      'İnceleniyor (1)',
      'Kısa listede (2)',
      'Reddedildi (1)',
      'İşe Alındı (1)',
    ]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Kısa listede (2)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Kısa listede (2)' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'İşe Alındı (1)' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Tümü (5)' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'İşe Alındı (1)' })).toHaveAttribute('aria-selected', 'true');
  });
});
