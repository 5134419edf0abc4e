import ExcelJS from 'exceljs';
import { hoursOf, LOCALES, percentOf, translate, type AttendanceStatus, type Lang } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { hoursTotals, workbookRepository, type Scope } from './repository.ts';
import { placementsRepository } from '../placements/repository.ts';

/**
 * The auditors' workbook (`GET /admin/attendance.xlsx?cohort=`, decision 055): the sessions × participants with their
 * marks, per participant and course the hours and percent, and the totals the indicators' `hours` show. A deleted
 * student is a 'Silinmiş katılımcı' row without a name.
 */
export async function attendanceWorkbook(db: Db, scope: Scope, lang: Lang, createdAt: Date): Promise<Buffer> {
  const t = (key: string) => translate(`attendance.workbook.${key}`, lang);
  const status = (s: AttendanceStatus) => translate(`attendance.statuses.${s}`, lang);
  const [sessions, marks, figures, totals] = [
    await workbookRepository.scopedSessions(db, scope),
    await workbookRepository.scopedMarks(db, scope),
    await workbookRepository.scopedFigures(db, scope),
    await hoursTotals(db, scope),
  ];
  const book = new ExcelJS.Workbook();
  book.creator = 'Beceri';
  book.created = createdAt;
  const heading = (ws: ExcelJS.Worksheet) => {
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1 }];
  };

  // The participants in a stable order: students by name, then the former ones numbered.
  const people = new Map<string, string>();
  let formerCount = 0;
  for (const f of figures)
    if (!people.has(f.participant))
      people.set(
        f.participant,
        f.former ? `${t('former')} ${++formerCount}` : `${f.name ?? ''} ${f.surname ?? ''}`.trim(),
      );
  for (const m of marks)
    if (!people.has(m.participant))
      people.set(m.participant, m.former ? `${t('former')} ${++formerCount}` : m.participant);
  const order = [...people.keys()];

  const fmt = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  });
  const grid = book.addWorksheet(t('marks'));
  grid.columns = [
    { header: t('course'), key: 'course', width: 30 },
    { header: t('session'), key: 'session', width: 20 },
    { header: t('heldHours'), key: 'hours', width: 10 },
    ...order.map((p, i) => ({ header: people.get(p)!, key: `p${i}`, width: 14 })),
  ];
  heading(grid);
  const bySession = new Map<string, Map<string, AttendanceStatus>>();
  for (const m of marks) {
    const row = bySession.get(m.sessionId) ?? new Map<string, AttendanceStatus>();
    row.set(m.participant, m.status);
    bySession.set(m.sessionId, row);
  }
  for (const s of sessions) {
    const row = bySession.get(s.id);
    grid.addRow({
      course: s.courseTitle,
      session: fmt.format(s.startsAt),
      hours: hoursOf((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000),
      ...Object.fromEntries(
        order.map((p, i) => {
          const mark = row?.get(p);
          return [`p${i}`, mark ? status(mark) : ''];
        }),
      ),
    });
  }

  const list = book.addWorksheet(t('students'));
  list.columns = [
    { header: t('name'), key: 'name', width: 22 },
    { header: t('surname'), key: 'surname', width: 22 },
    { header: t('course'), key: 'course', width: 30 },
    { header: t('attendedHours'), key: 'attended', width: 14 },
    { header: t('heldHours'), key: 'held', width: 14 },
    { header: t('percent'), key: 'percent', width: 10, style: { numFmt: '0.0' } },
    { header: t('threshold'), key: 'threshold', width: 10 },
  ];
  heading(list);
  for (const f of figures)
    list.addRow({
      name: f.former ? people.get(f.participant) : f.name,
      surname: f.former ? '' : f.surname,
      course: f.courseTitle,
      attended: hoursOf(f.attendedHeldMinutes),
      held: hoursOf(f.heldMinutes),
      percent: percentOf(f.attendedHeldMinutes, f.heldMinutes - f.excusedMinutes) ?? '',
      threshold: f.threshold,
    });

  const sums = book.addWorksheet(t('totals'));
  sums.columns = [
    { header: t('planned'), key: 'planned', width: 16 },
    { header: t('delivered'), key: 'delivered', width: 16 },
    { header: t('attended'), key: 'attended', width: 16 },
  ];
  heading(sums);
  sums.addRow({
    planned: hoursOf(totals.plannedMinutes),
    delivered: hoursOf(totals.deliveredMinutes),
    attended: hoursOf(totals.attendedMinutes),
  });
  // The cohort's internships (decision 065): scores and rating, no free text; a deleted student is a former participant.
  const interns = await placementsRepository.listAll(
    db,
    { cohort: scope.cohortId ?? undefined },
    { page: 1, limit: 100_000 },
  );
  const stints = book.addWorksheet(t('internships'));
  stints.columns = [
    { header: t('participant'), key: 'participant', width: 24 },
    { header: t('job'), key: 'job', width: 28 },
    { header: t('company'), key: 'company', width: 24 },
    { header: t('startsOn'), key: 'startsOn', width: 12 },
    { header: t('endsOn'), key: 'endsOn', width: 12 },
    { header: t('mentor'), key: 'mentor', width: 20 },
    { header: t('state'), key: 'state', width: 22 },
    { header: t('evalAttendance'), key: 'attendance', width: 12 },
    { header: t('evalTechnical'), key: 'technical', width: 12 },
    { header: t('evalTeamwork'), key: 'teamwork', width: 14 },
    { header: t('rating'), key: 'rating', width: 14 },
  ];
  heading(stints);
  for (const p of interns.items)
    stints.addRow({
      participant: p.studentName ?? t('former'),
      job: p.jobTitle,
      company: p.companyName,
      startsOn: p.startsOn ?? '',
      endsOn: p.endsOn ?? '',
      mentor: p.mentorName ?? '',
      state: translate(`placements.states.${p.state}`, lang),
      attendance: p.evaluation?.attendance ?? '',
      technical: p.evaluation?.technical ?? '',
      teamwork: p.evaluation?.teamwork ?? '',
      rating: p.feedback?.rating ?? '',
    });
  return Buffer.from(await book.xlsx.writeBuffer());
}
