import { describe, expect, it } from 'vitest';
import { isPastDeadline, istanbulDay } from './filters.ts';
import {
  APPLICATION_STATUSES,
  applicantIdSchema,
  applicationStatusLabel,
  canMoveApplication,
  jobInputSchema,
  refusedMoveMessage,
} from './jobs.ts';
import { PROVINCES } from './provinces.ts';

import { translate, type Lang } from './i18n.ts';

const firstMessage = (input: unknown, lang: Lang = 'tr') => {
  const r = jobInputSchema.safeParse(input);
  const message = r.success ? undefined : r.error.issues[0]?.message;
  return message === undefined ? null : translate(message, lang);
};

describe('job title rule', () => {
  it('accepts a title of exactly 100 characters, Turkish letters included (docs/product.md)', () => {
    const title = 'Kıdemli Yazılım Geliştirici '.repeat(4).slice(0, 99) + 'ğ';
    expect(jobInputSchema.parse({ title, description: 'Açıklama' }).title).toBe(title);
  });

  it('refuses 101 characters in Turkish, and in English', () => {
    expect(firstMessage({ title: 'ı'.repeat(101), description: 'x' })).toBe('Başlık en fazla 100 karakter olmalı');
    expect(firstMessage({ title: 'ı'.repeat(101), description: 'x' }, 'en')).toBe(
      'Title must be 100 characters or less',
    );
    expect(firstMessage({ title: '', description: 'x' }, 'en')).toBe('Required');
  });

  it('requires a title and a description, blanks included', () => {
    expect(firstMessage({ title: '   ', description: 'x' })).toBe('Bu alan zorunludur');
    expect(firstMessage({ description: 'x' })).toBe('Bu alan zorunludur');
    expect(firstMessage({ title: 'Geliştirici', description: '' })).not.toBeNull();
    expect(firstMessage({ title: 'Tekniker', description: ' ' })).toBe('Bu alan zorunludur');
  });

  it('trims around the title before counting', () => {
    expect(jobInputSchema.parse({ title: '  Tekniker  ', description: 'x' }).title).toBe('Tekniker');
  });
});

describe('city, type and deadline', () => {
  const base = { title: 'Tekniker', description: 'x' };
  it('takes a province in any case, without Turkish letters, and stores it as the list spells it', () => {
    expect(jobInputSchema.parse({ ...base, city: 'SANLIURFA' }).city).toBe('Şanlıurfa');
    expect(jobInputSchema.parse({ ...base, city: ' istanbul ' }).city).toBe('İstanbul');
    expect(jobInputSchema.parse({ ...base, city: 'Iğdır' }).city).toBe('Iğdır');
    expect(firstMessage({ ...base, city: 'Atlantis' })).toBe('Listeden bir il seçin');
    expect(firstMessage({ ...base, city: '' }, 'en')).toBe('Choose a province');
  });

  it("defaults to Kocaeli, full time and no deadline when a client of docs/product.md's API sends none", () => {
    expect(jobInputSchema.parse(base)).toMatchObject({ city: 'Kocaeli', type: 'fullTime', deadline: null });
  });

  it('reads the day in Istanbul (UTC+3): a day ahead of UTC from 21:00 UTC', () => {
    expect(istanbulDay(new Date('2026-11-23T20:59:59.999Z'))).toBe('2026-11-23');
    expect(istanbulDay(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
    expect(istanbulDay(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('takes today (Europe/Istanbul) and later as the deadline, never a past or impossible day', () => {
    const today = istanbulDay();
    expect(jobInputSchema.parse({ ...base, deadline: today }).deadline).toBe(today);
    expect(firstMessage({ ...base, deadline: '2020-01-01' })).toBe('Son başvuru tarihi geçmiş bir gün olamaz');
    expect(firstMessage({ ...base, deadline: '2031-13-01' })).toBe('Geçerli bir tarih girin');
    expect(jobInputSchema.parse({ ...base, deadline: '' }).deadline).toBeNull();
  });

  it('counts the deadline day in Istanbul as open until its midnight there', () => {
    // 20:59 UTC is 23:59 in Istanbul: the day is still the deadline; 21:00 UTC is the next day.
    expect(isPastDeadline('2026-03-10', new Date('2026-03-10T20:59:00Z'))).toBe(false);
    expect(isPastDeadline('2026-03-10', new Date('2026-03-10T21:00:00Z'))).toBe(true);
    expect(isPastDeadline(null)).toBe(false);
    expect(PROVINCES).toHaveLength(81);
    expect(new Set(PROVINCES).size).toBe(81);
  });
});

describe('application status labels', () => {
  it.each([
    ['Hired', 'İşe Alındı', 'Hired'],
    ['In Review', 'İnceleniyor', 'In review'],
    ['Shortlisted', 'Kısa listede', 'Shortlisted'],
    ['Rejected', 'Reddedildi', 'Rejected'],
    ['Accepted', 'Bilinmeyen Durum', 'Unknown status'],
    [undefined, 'Bilinmeyen Durum', 'Unknown status'],
    ['toString', 'Bilinmeyen Durum', 'Unknown status'],
  ])('%s reads %s (%s in English)', (status, tr, en) => {
    expect(translate(applicationStatusLabel(status), 'tr')).toBe(tr);
    expect(translate(applicationStatusLabel(status), 'en')).toBe(en);
  });
});

describe('applicant id', () => {
  it('accepts a uuid with spaces around it and refuses anything else', () => {
    expect(applicantIdSchema.safeParse(' 3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e ').success).toBe(true);
    expect(applicantIdSchema.safeParse('12').success).toBe(false);
  });
});

describe('application status moves (docs/product.md)', () => {
  it('allows exactly the moves of the table and says why any other is refused', () => {
    const allowed = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => canMoveApplication(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual([
      'In Review → Shortlisted',
      'In Review → Rejected',
      'In Review → Hired',
      'Shortlisted → Rejected',
      'Shortlisted → Hired',
      'Rejected → Shortlisted',
    ]);
    expect(translate(refusedMoveMessage('Hired', 'Rejected')!, 'tr')).toBe(
      'İşe alınan bir adayın başvurusu artık değiştirilemez.',
    );
    expect(translate(refusedMoveMessage('Shortlisted', 'In Review')!, 'en')).toBe(
      'An application cannot be moved back to In review.',
    );
    expect(translate(refusedMoveMessage('Rejected', 'Hired')!, 'tr')).toBe(
      'Reddedilen bir adayı işe almak için önce kısa listeye alın.',
    );
    expect(refusedMoveMessage('In Review', 'Hired')).toBeUndefined();
  });
});
