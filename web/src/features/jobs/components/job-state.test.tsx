import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { istanbulDay } from '@beceri/domain';
import { isHeldBack, JobStateNotice, ownJobState, type CompanyStanding } from './job-state.tsx';

const job = { id: 'j1', title: 'Tekniker', deadline: null as string | null, unpublishedAt: null as string | null };
const approved: CompanyStanding = { approval: 'approved', emailVerified: true };

/** The notice's texts are a lazy namespace (test/setup.ts loads them first); the boundary is the one a screen has. */
async function renderNotice(over: Partial<typeof job>, standing: CompanyStanding | undefined, reason?: string) {
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <JobStateNotice job={{ ...job, ...over }} standing={standing} reason={reason} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('a company ad’s state', () => {
  it('names one state, the one that keeps the ad from students first', () => {
    expect(ownJobState(job, approved)).toBe('published');
    expect(ownJobState({ ...job, deadline: '2020-01-01' }, approved)).toBe('expired');
    expect(ownJobState({ ...job, deadline: '2020-01-01' }, { approval: 'pending' })).toBe('pending');
    expect(ownJobState({ ...job, deadline: istanbulDay() }, approved)).toBe('published');
    expect(ownJobState(job, { approval: 'rejected' })).toBe('rejected');
    expect(ownJobState({ ...job, unpublishedAt: '2026-11-20T09:00:00Z' }, { approval: 'pending' })).toBe('unpublished');
    // While the profile loads nothing is claimed but what the ad itself says.
    expect(ownJobState(job, undefined)).toBe('published');
  });

  it('holds every ad back while the company awaits approval or was refused, so no toast calls it live', () => {
    expect(isHeldBack(approved)).toBe(false);
    expect(isHeldBack({ approval: 'pending' })).toBe(true);
    expect(isHeldBack({ approval: 'rejected' })).toBe(true);
    expect(isHeldBack(undefined)).toBe(false);
  });

  it('tells a company awaiting approval that the ad is not published yet', async () => {
    await renderNotice({}, { approval: 'pending', emailVerified: true });
    expect(screen.getByText('Yayında değil')).toBeVisible();
    expect(
      screen.getByText('Şirketiniz onaylanınca yayına girer; o zamana kadar öğrenciler bu ilanı göremez.'),
    ).toBeVisible();
    expect(screen.queryByText('Yayında')).toBeNull();
  });

  it('offers a new deadline for an expired ad', async () => {
    await renderNotice({ deadline: '2020-01-01' }, approved);
    expect(screen.getByText('Süresi doldu')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tekniker: Son başvuru tarihini değiştir' })).toHaveAttribute(
      'href',
      '/editjob/j1',
    );
  });

  it('gives the admin’s reason for an ad taken down, and the way to the administrators', async () => {
    await renderNotice({ unpublishedAt: '2026-11-20T09:00:00Z' }, approved, 'Yanıltıcı ücret');
    expect(screen.getByText('Yayından kaldırıldı')).toBeVisible();
    expect(screen.getByText('Gerekçe: Yanıltıcı ücret')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Platform yöneticisine yazın' })).toHaveAttribute('href', '/contactus');
  });

  it('says the applicants wait for the e-mail verification, on a live ad too', async () => {
    await renderNotice({}, { approval: 'approved', emailVerified: false });
    expect(screen.getByText('Yayında')).toBeVisible();
    expect(screen.getByText('Başvuranları görmek için e-posta adresinizi doğrulayın.')).toBeVisible();
  });
});
