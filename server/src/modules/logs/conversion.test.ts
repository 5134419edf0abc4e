import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogType } from '@beceri/domain';
import { logText, type StoredLogParams } from '@beceri/domain/log-events';
import { migrationsFolder } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';
import { createTestApp, createUser, injectAs, type TestContext, type TestUser } from '../../../test/helpers.ts';

/**
 * The migration `log_event_conversion` turns every sentence the log has stored into an event with parameters (decision 044). Each phrasing
 * the code has written (its history's `activity.write` calls, and 'Silinmiş kullanıcı' put in by account deletion)
 * is stored here as it was, the migration's SQL is run again over it, and each entry must come out with its event,
 * its parameters and the same Turkish sentence when read.
 */
const file = fs.readdirSync(migrationsFolder).find((name) => name.endsWith('_log_event_conversion.sql'))!;
const conversion = fs.readFileSync(`${migrationsFolder}/${file}`, 'utf8').split('--> statement-breakpoint');

let ctx: TestContext;
const people: Record<'ayse' | 'zeynep' | 'korfez' | 'selin' | 'can1' | 'can2', TestUser> = {} as never;
type Who = keyof typeof people | null;

interface Case {
  text: string;
  type: LogType;
  actor: Who;
  event: string;
  params: (id: (who: Who) => string | null) => StoredLogParams;
  subject?: Who;
  en: string;
  /** The Turkish text when read, where it is not the stored one. */
  tr?: string;
}

const cases: Case[] = [
  {
    text: 'Ayşe Yılmaz adlı öğrenci kayıt oldu',
    type: 'other',
    actor: 'ayse',
    event: 'user.registered',
    params: (id) => ({ role: 'student', userId: id('ayse'), userName: 'Ayşe Yılmaz' }),
    en: 'Student Ayşe Yılmaz signed up',
  },
  {
    text: 'Körfez Bilişim şirketi kayıt oldu',
    type: 'other',
    actor: 'korfez',
    event: 'user.registered',
    params: (id) => ({ role: 'company', userId: id('korfez'), userName: 'Körfez Bilişim' }),
    en: 'Company Körfez Bilişim signed up',
  },
  {
    text: 'Zeynep Kaya adlı öğretmen "Nesnelerin İnterneti 101" kursunu ekledi',
    type: 'teacher',
    actor: 'zeynep',
    event: 'course.added',
    params: (id) => ({
      by: 'teacher',
      teacherId: id('zeynep'),
      teacherName: 'Zeynep Kaya',
      courseId: null,
      courseTitle: 'Nesnelerin İnterneti 101',
    }),
    en: 'Teacher Zeynep Kaya added the course "Nesnelerin İnterneti 101"',
  },
  {
    text: 'Yönetici "Siber Güvenlik" kursunu ekledi',
    type: 'other',
    actor: 'selin',
    event: 'course.added',
    params: () => ({ by: 'admin', courseId: null, courseTitle: 'Siber Güvenlik' }),
    en: 'An administrator added the course "Siber Güvenlik"',
  },
  {
    text: 'Zeynep Kaya adlı öğretmen "Yeni başlık" kursuna "D" dersini ekledi',
    type: 'teacher',
    actor: 'zeynep',
    event: 'course.classAdded',
    params: (id) => ({
      by: 'teacher',
      teacherId: id('zeynep'),
      teacherName: 'Zeynep Kaya',
      courseId: null,
      courseTitle: 'Yeni başlık',
      classTitle: 'D',
    }),
    en: 'Teacher Zeynep Kaya added the class "D" to the course "Yeni başlık"',
  },
  {
    text: 'Yönetici "Yeni başlık" kursuna "Adsız" dersini ekledi',
    type: 'other',
    actor: 'selin',
    event: 'course.classAdded',
    params: () => ({ by: 'admin', courseId: null, courseTitle: 'Yeni başlık', classTitle: '' }),
    en: 'An administrator added the class "Untitled" to the course "Yeni başlık"',
  },
  {
    text: 'Zeynep Kaya adlı öğretmen "Eski Kurs" kursunu sildi',
    type: 'other',
    actor: 'zeynep',
    event: 'course.deleted',
    params: (id) => ({
      by: 'teacher',
      teacherId: id('zeynep'),
      teacherName: 'Zeynep Kaya',
      courseId: null,
      courseTitle: 'Eski Kurs',
    }),
    en: 'Teacher Zeynep Kaya deleted the course "Eski Kurs"',
  },
  {
    text: 'Yönetici "Eski Kurs" kursunu sildi',
    type: 'other',
    actor: 'selin',
    event: 'course.deleted',
    params: () => ({ by: 'admin', courseId: null, courseTitle: 'Eski Kurs' }),
    en: 'An administrator deleted the course "Eski Kurs"',
  },
  {
    text: 'Ayşe Yılmaz adlı öğrenci "Python 101" kursuna kaydoldu',
    type: 'student',
    actor: 'ayse',
    event: 'course.enrolled',
    params: (id) => ({ studentId: id('ayse'), studentName: 'Ayşe Yılmaz', courseId: null, courseTitle: 'Python 101' }),
    en: 'Student Ayşe Yılmaz enrolled in the course "Python 101"',
  },
  {
    text: 'Ayşe Yılmaz adlı öğrenci "Python 101" kursunun sınavına girdi: 3/3 puan, geçti',
    type: 'student',
    actor: 'ayse',
    event: 'exam.attempted',
    params: (id) => ({
      studentId: id('ayse'),
      studentName: 'Ayşe Yılmaz',
      courseId: null,
      courseTitle: 'Python 101',
      score: 3,
      total: 3,
      result: 'passed',
    }),
    en: 'Student Ayşe Yılmaz took the exam of the course "Python 101": 3/3 points, passed',
  },
  {
    text: 'Ayşe Yılmaz adlı öğrenci "Python 101" kursunun sınavına girdi: 1/12 puan, geçemedi',
    type: 'student',
    actor: 'ayse',
    event: 'exam.attempted',
    params: (id) => ({
      studentId: id('ayse'),
      studentName: 'Ayşe Yılmaz',
      courseId: null,
      courseTitle: 'Python 101',
      score: 1,
      total: 12,
      result: 'failed',
    }),
    en: 'Student Ayşe Yılmaz took the exam of the course "Python 101": 1/12 points, failed',
  },
  {
    text: 'Körfez Bilişim şirketi "Destek" iş ilanını ekledi',
    type: 'company',
    actor: 'korfez',
    event: 'job.added',
    params: (id) => ({
      by: 'company',
      companyId: id('korfez'),
      companyName: 'Körfez Bilişim',
      jobId: null,
      jobTitle: 'Destek',
    }),
    en: 'Company Körfez Bilişim posted the job "Destek"',
  },
  {
    text: 'Yönetici "Kasiyer" iş ilanını ekledi',
    type: 'other',
    actor: 'selin',
    event: 'job.added',
    params: () => ({ by: 'admin', jobId: null, jobTitle: 'Kasiyer' }),
    en: 'An administrator posted the job "Kasiyer"',
  },
  {
    text: 'Ayşe Yılmaz adlı öğrenci "Başvuru" ilanına başvurdu',
    type: 'company',
    actor: 'ayse',
    event: 'job.applied',
    params: (id) => ({ studentId: id('ayse'), studentName: 'Ayşe Yılmaz', jobId: null, jobTitle: 'Başvuru' }),
    en: 'Student Ayşe Yılmaz applied for the job "Başvuru"',
  },
  {
    text: 'Ayşe Yılmaz adlı öğrenci "Geri çek" ilanına yaptığı başvuruyu geri çekti',
    type: 'company',
    actor: 'ayse',
    event: 'application.withdrawn',
    params: (id) => ({ studentId: id('ayse'), studentName: 'Ayşe Yılmaz', jobId: null, jobTitle: 'Geri çek' }),
    en: 'Student Ayşe Yılmaz withdrew their application for the job "Geri çek"',
  },
  ...(
    [
      ['Shortlisted', 'öğrenciyi "Stajyer" ilanı için kısa listeye aldı', 'shortlisted student Ayşe Yılmaz for'],
      [
        'Rejected',
        'öğrencinin "Stajyer" ilanına başvurusunu reddetti',
        'turned down student Ayşe Yılmaz’s application for',
      ],
      ['Hired', 'öğrenciyi "Stajyer" ilanı için işe aldı', 'hired student Ayşe Yılmaz for'],
    ] as const
  ).map(([status, tail, en]): Case => ({
    text: `Körfez Bilişim şirketi Ayşe Yılmaz adlı ${tail}`,
    type: 'company',
    actor: 'korfez',
    event: 'application.moved',
    params: (id) => ({
      status,
      companyId: id('korfez'),
      companyName: 'Körfez Bilişim',
      studentId: id('ayse'),
      studentName: 'Ayşe Yılmaz',
      jobId: null,
      jobTitle: 'Stajyer',
    }),
    subject: 'ayse',
    en: `Company Körfez Bilişim ${en} the job "Stajyer"`,
  })),
  ...(
    [
      ['news.added', 'ekledi', 'added'],
      ['news.updated', 'güncelledi', 'updated'],
      ['news.deleted', 'sildi', 'deleted'],
    ] as const
  ).map(([event, verb, en]): Case => ({
    text: `Selin adlı yönetici "Laboratuvar açıldı" haberini ${verb}`,
    type: 'other',
    actor: 'selin',
    event,
    params: (id) => ({ adminId: id('selin'), adminName: 'Selin', newsId: null, newsTitle: 'Laboratuvar açıldı' }),
    en: `Administrator Selin ${en} the news post "Laboratuvar açıldı"`,
  })),
  {
    text: 'Selin adlı yönetici "Proje Hakkında" sayfasını güncelledi',
    type: 'other',
    actor: 'selin',
    event: 'about.updated',
    params: (id) => ({ adminId: id('selin'), adminName: 'Selin' }),
    en: 'Administrator Selin updated the "About the project" page',
  },
  {
    text: 'Ayşe Yılmaz adlı öğrenci özgeçmişini güncelledi',
    type: 'other',
    actor: 'ayse',
    event: 'resume.updated',
    params: (id) => ({ studentId: id('ayse'), studentName: 'Ayşe Yılmaz' }),
    en: 'Student Ayşe Yılmaz updated their resume',
  },
  {
    text: 'Yönetici, Zeynep Kaya adlı öğretmenin hesabını açtı',
    type: 'other',
    actor: 'selin',
    event: 'teacher.created',
    params: (id) => ({ teacherId: id('zeynep'), teacherName: 'Zeynep Kaya' }),
    subject: 'zeynep',
    en: 'An administrator opened an account for teacher Zeynep Kaya',
  },
  {
    text: 'Yönetici, Körfez Bilişim şirketini onayladı',
    type: 'other',
    actor: 'selin',
    event: 'company.approved',
    params: (id) => ({ companyId: id('korfez'), companyName: 'Körfez Bilişim' }),
    subject: 'korfez',
    en: 'An administrator approved company Körfez Bilişim',
  },
  {
    text: 'Yönetici, Körfez Bilişim şirketinin kaydını reddetti',
    type: 'other',
    actor: 'selin',
    event: 'company.rejected',
    params: (id) => ({ companyId: id('korfez'), companyName: 'Körfez Bilişim' }),
    subject: 'korfez',
    en: 'An administrator turned down the registration of company Körfez Bilişim',
  },
  {
    text: 'Yönetici, Ayşe Yılmaz adlı öğrencinin hesabını askıya aldı',
    type: 'other',
    actor: 'selin',
    event: 'account.suspended',
    params: (id) => ({ role: 'student', userId: id('ayse'), userName: 'Ayşe Yılmaz' }),
    subject: 'ayse',
    en: 'An administrator suspended the account of student Ayşe Yılmaz',
  },
  {
    // How the teacher's genitive used to be spelt; it reads correctly now.
    text: 'Yönetici, Zeynep Kaya adlı öğretmennin hesabını askıya aldı',
    type: 'other',
    actor: 'selin',
    event: 'account.suspended',
    params: (id) => ({ role: 'teacher', userId: id('zeynep'), userName: 'Zeynep Kaya' }),
    subject: 'zeynep',
    tr: 'Yönetici, Zeynep Kaya adlı öğretmenin hesabını askıya aldı',
    en: 'An administrator suspended the account of teacher Zeynep Kaya',
  },
  {
    text: 'Yönetici, Körfez Bilişim şirketinin hesabını yeniden etkinleştirdi',
    type: 'other',
    actor: 'selin',
    event: 'account.reactivated',
    params: (id) => ({ role: 'company', userId: id('korfez'), userName: 'Körfez Bilişim' }),
    subject: 'korfez',
    en: 'An administrator reactivated the account of company Körfez Bilişim',
  },
  {
    text: 'Yönetici, Selin Demir adlı yöneticinin hesabını yeniden etkinleştirdi',
    type: 'other',
    actor: null,
    event: 'account.reactivated',
    params: (id) => ({ role: 'admin', userId: id('selin'), userName: 'Selin Demir' }),
    subject: 'selin',
    en: 'An administrator reactivated the account of administrator Selin Demir',
  },
  {
    text: 'Yönetici "Destek" iş ilanını yayından kaldırdı',
    type: 'other',
    actor: 'selin',
    event: 'job.unpublished',
    params: () => ({ jobId: null, jobTitle: 'Destek' }),
    en: 'An administrator took down the job "Destek"',
  },
  {
    text: 'Yönetici "Destek" iş ilanını yeniden yayına aldı',
    type: 'other',
    actor: 'selin',
    event: 'job.republished',
    params: () => ({ jobId: null, jobTitle: 'Destek' }),
    en: 'An administrator republished the job "Destek"',
  },
  // Student records of a failed lookup: the name was left empty.
  {
    text: ' adlı öğrenci özgeçmişini güncelledi',
    type: 'other',
    actor: 'ayse',
    event: 'resume.updated',
    params: (id) => ({ studentId: id('ayse'), studentName: '' }),
    en: 'Student  updated their resume',
  },
  // 'Silinmiş kullanıcı': names an account deletion replaced, in the entries of the deleted and of others.
  {
    text: 'Silinmiş kullanıcı adlı öğrenci "Silme Kursu" kursuna kaydoldu',
    type: 'student',
    actor: null,
    event: 'course.enrolled',
    params: () => ({ studentId: null, studentName: null, courseId: null, courseTitle: 'Silme Kursu' }),
    en: 'Student Deleted user enrolled in the course "Silme Kursu"',
  },
  {
    text: 'Silinmiş kullanıcı adlı öğrenci kayıt oldu',
    type: 'other',
    actor: null,
    event: 'user.registered',
    params: () => ({ role: 'student', userId: null, userName: null }),
    en: 'Student Deleted user signed up',
  },
  {
    text: 'Silinmiş kullanıcı adlı öğretmen "Silme Kursu" kursunu ekledi',
    type: 'teacher',
    actor: null,
    event: 'course.added',
    params: () => ({ by: 'teacher', teacherId: null, teacherName: null, courseId: null, courseTitle: 'Silme Kursu' }),
    en: 'Teacher Deleted user added the course "Silme Kursu"',
  },
  {
    text: 'Silinmiş kullanıcı şirketi "Stajyer" iş ilanını ekledi',
    type: 'company',
    actor: null,
    event: 'job.added',
    params: () => ({ by: 'company', companyId: null, companyName: null, jobId: null, jobTitle: 'Stajyer' }),
    en: 'Company Deleted user posted the job "Stajyer"',
  },
  {
    text: 'Silinmiş kullanıcı şirketi Silinmiş kullanıcı adlı öğrenciyi "Stajyer" ilanı için işe aldı',
    type: 'company',
    actor: null,
    event: 'application.moved',
    params: () => ({
      status: 'Hired',
      companyId: null,
      companyName: null,
      studentId: null,
      studentName: null,
      jobId: null,
      jobTitle: 'Stajyer',
    }),
    en: 'Company Deleted user hired student Deleted user for the job "Stajyer"',
  },
  {
    // A company deleted, the student still here: the student stays named and found.
    text: 'Silinmiş kullanıcı şirketi Ayşe Yılmaz adlı öğrenciyi "Stajyer" ilanı için işe aldı',
    type: 'company',
    actor: null,
    event: 'application.moved',
    params: (id) => ({
      status: 'Hired',
      companyId: null,
      companyName: null,
      studentId: id('ayse'),
      studentName: 'Ayşe Yılmaz',
      jobId: null,
      jobTitle: 'Stajyer',
    }),
    subject: 'ayse',
    en: 'Company Deleted user hired student Ayşe Yılmaz for the job "Stajyer"',
  },
  {
    text: 'Silinmiş kullanıcı adlı yönetici "Laboratuvar açıldı" haberini ekledi',
    type: 'other',
    actor: null,
    event: 'news.added',
    params: () => ({ adminId: null, adminName: null, newsId: null, newsTitle: 'Laboratuvar açıldı' }),
    en: 'Administrator Deleted user added the news post "Laboratuvar açıldı"',
  },
  {
    text: 'Yönetici, Silinmiş kullanıcı adlı öğretmenin hesabını açtı',
    type: 'other',
    actor: 'selin',
    event: 'teacher.created',
    params: () => ({ teacherId: null, teacherName: null }),
    en: 'An administrator opened an account for teacher Deleted user',
  },
  {
    // The first deletions replaced the bare name: 'Körfez Bilişim şirketinin' became this.
    text: 'Yönetici, Silinmiş kullanıcı şirketinin hesabını askıya aldı',
    type: 'other',
    actor: 'selin',
    event: 'account.suspended',
    params: () => ({ role: 'company', userId: null, userName: null }),
    en: 'An administrator suspended the account of company Deleted user',
  },
];

/** Texts that stay as written: no phrasing matches, or the person they name is two accounts. */
const kept = [
  { text: 'Olay 7 adlı kullanıcı bir işlem yaptı', type: 'other' as const },
  { text: 'Körfez Bilişim şirketi Can Öztürk adlı öğrenciyi "İşe alım" ilanı için işe aldı', type: 'company' as const },
];

const rowIds = new Map<string, number>();
const idOf = (who: Who) => (who ? people[who].id : null);

beforeAll(async () => {
  ctx = await createTestApp();
  const app = ctx.app;
  people.ayse = await createUser(app, 'student', { name: 'Ayşe', surname: 'Yılmaz' });
  people.zeynep = await createUser(app, 'teacher', { name: 'Zeynep', surname: 'Kaya' });
  people.korfez = await createUser(app, 'company', { name: 'Deniz', companyName: 'Körfez Bilişim' });
  people.selin = await createUser(app, 'admin', { name: 'Selin', surname: 'Demir' });
  people.can1 = await createUser(app, 'student', { name: 'Can', surname: 'Öztürk' });
  people.can2 = await createUser(app, 'student', { name: 'Can', surname: 'Öztürk' });
  await app.db.delete(activityLogs);
  const rows = await app.db
    .insert(activityLogs)
    .values([
      ...cases.map((c) => ({ type: c.type, text: c.text, actorId: idOf(c.actor) })),
      ...kept.map((k) => ({ type: k.type, text: k.text })),
    ])
    .returning({ id: activityLogs.id, text: activityLogs.text });
  for (const row of rows) rowIds.set(row.text, row.id);
  for (const statement of conversion) await app.db.execute(sql.raw(statement));
});
afterAll(() => ctx.close());

const stored = async (text: string) =>
  (
    await ctx.app.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.id, rowIds.get(text)!))
  )[0];

describe('the conversion migration: every stored phrasing becomes its event', () => {
  it.each(cases)('$text', async (c) => {
    const row = await stored(c.text);
    expect(row.event).toBe(c.event);
    expect(row.params).toEqual(c.params(idOf));
    expect(row.type).toBe(c.type);
    expect(row.subjectId).toBe(idOf(c.subject ?? null));
    expect(row.text).toBe('');
    expect(logText(row, 'tr')).toBe(c.tr ?? c.text);
    expect(logText(row, 'en')).toBe(c.en);
  });

  it.each(kept)('leaves "$text" as written and readable', async (k) => {
    const row = await stored(k.text);
    expect(row).toMatchObject({ event: 'legacy', params: {}, text: k.text, type: k.type, subjectId: null });
    expect(logText(row, 'en')).toBe(k.text);
  });

  it('converts nothing twice: running it again changes no entry', async () => {
    const before = await ctx.app.db.select().from(activityLogs).orderBy(activityLogs.id);
    for (const statement of conversion) await ctx.app.db.execute(sql.raw(statement));
    expect(await ctx.app.db.select().from(activityLogs).orderBy(activityLogs.id)).toEqual(before);
  });

  it('serves converted entries in the reader’s language, with the totals unchanged', async () => {
    const admin = await createUser(ctx.app, 'admin');
    const list = (lang: string) => injectAs(ctx.app, admin, { url: `/log/all?types=student&lang=${lang}` });
    const tr = await list('tr');
    expect(tr.headers['x-total-count']).toBe('4');
    const logs = (res: typeof tr) => (res.json() as { log: string }[]).map((e) => e.log);
    expect(logs(tr)).toContain('Ayşe Yılmaz adlı öğrenci "Python 101" kursuna kaydoldu');
    expect(logs(await list('en'))).toContain('Student Ayşe Yılmaz enrolled in the course "Python 101"');
  });
});
