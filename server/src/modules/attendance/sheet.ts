import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { LOCALES, messageKey, translate, type AttendanceStatus, type Lang } from '@beceri/domain';
import { longDate } from '../../lib/dates.ts';
import { loadFonts } from '../certificates/pdf.ts';

/** What the auditors' sheet of one session says (`GET /sessions/{id}/sheet.pdf`). */
export interface AttendanceSheet {
  courseTitle: string;
  startsAt: Date;
  endsAt: Date;
  teacherName: string;
  room: string;
  orgName: string;
  students: { name: string; surname: string; status: AttendanceStatus | null }[];
}

/** A4 portrait, in points. */
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 42;
const ROW = 24;
const INK = rgb(0.1, 0.12, 0.2);
const LINE = rgb(0.55, 0.58, 0.64);

const t = (key: string, lang: Lang, params?: Record<string, string | number>) =>
  translate(messageKey(`attendance.sheet.${key}`, params), lang);

/** Cuts `text` to fit `width` with an ellipsis. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const time = (d: Date, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' }).format(d);

/** The hours of a duration, two decimals at most, written the reader's way. */
const hours = (ms: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(Math.round(ms / 36_000) / 100);

/**
 * The session's sheet: a heading with the course, date, times, hours, teacher and room, then a table of every enrolled
 * student with their mark and an empty signature cell, as many pages as it takes, each page numbered.
 */
export async function attendanceSheetPdf(sheet: AttendanceSheet, lang: Lang): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = await loadFonts();
  const font = await doc.embedFont(regular, { subset: true });
  const strong = await doc.embedFont(bold, { subset: true });
  doc.setTitle(`${t('title', lang)} — ${sheet.courseTitle}`);
  doc.setCreator('Beceri');

  const columns = [
    { key: 'number', width: 30 },
    { key: 'name', width: 140 },
    { key: 'surname', width: 140 },
    { key: 'mark', width: 90 },
    { key: 'signature', width: WIDTH - 2 * MARGIN - 400 },
  ];
  const pages: PDFPage[] = [];
  let page: PDFPage;
  let y = 0;

  const tableHead = () => {
    let x = MARGIN;
    page.drawRectangle({ x: MARGIN, y: y - ROW, width: WIDTH - 2 * MARGIN, height: ROW, color: rgb(0.92, 0.93, 0.96) });
    for (const c of columns) {
      page.drawText(t(c.key, lang), { x: x + 4, y: y - ROW + 8, size: 10, font: strong, color: INK });
      x += c.width;
    }
    y -= ROW;
  };

  const newPage = (first: boolean) => {
    page = doc.addPage([WIDTH, HEIGHT]);
    pages.push(page);
    y = HEIGHT - MARGIN;
    if (first) {
      page.drawText(fit(sheet.orgName, font, 10, WIDTH - 2 * MARGIN), {
        x: MARGIN,
        y: y - 10,
        size: 10,
        font,
        color: LINE,
      });
      y -= 34;
      page.drawText(t('title', lang), { x: MARGIN, y, size: 18, font: strong, color: INK });
      y -= 26;
      const facts: [string, string][] = [
        [t('course', lang), sheet.courseTitle],
        [t('date', lang), longDate(sheet.startsAt, lang)],
        [t('time', lang), `${time(sheet.startsAt, lang)}–${time(sheet.endsAt, lang)}`],
        [
          t('hours', lang),
          t('hoursValue', lang, { hours: hours(sheet.endsAt.getTime() - sheet.startsAt.getTime(), lang) }),
        ],
        [t('teacher', lang), sheet.teacherName],
        [t('room', lang), sheet.room],
      ];
      for (const [label, value] of facts) {
        page.drawText(`${label}:`, { x: MARGIN, y, size: 11, font: strong, color: INK });
        page.drawText(fit(value, font, 11, WIDTH - 2 * MARGIN - 90), { x: MARGIN + 90, y, size: 11, font, color: INK });
        y -= 17;
      }
      y -= 10;
    } else {
      page.drawText(fit(`${t('title', lang)} — ${sheet.courseTitle}`, strong, 11, WIDTH - 2 * MARGIN), {
        x: MARGIN,
        y: y - 10,
        size: 11,
        font: strong,
        color: INK,
      });
      y -= 24;
    }
    tableHead();
  };

  newPage(true);
  sheet.students.forEach((s, i) => {
    if (y - ROW < MARGIN + 60) newPage(false);
    const cells = [
      String(i + 1),
      s.name,
      s.surname,
      s.status ? translate(`attendance.statuses.${s.status}`, lang) : '',
      '',
    ];
    let x = MARGIN;
    cells.forEach((text, c) => {
      if (text)
        page.drawText(fit(text, font, 10, columns[c].width - 8), {
          x: x + 4,
          y: y - ROW + 8,
          size: 10,
          font,
          color: INK,
        });
      x += columns[c].width;
    });
    page.drawLine({
      start: { x: MARGIN, y: y - ROW },
      end: { x: WIDTH - MARGIN, y: y - ROW },
      thickness: 0.5,
      color: LINE,
    });
    y -= ROW;
  });
  // The teacher signs under the table, on the last page.
  if (y - 50 < MARGIN + 20) newPage(false);
  page!.drawText(fit(`${t('teacherSignature', lang)}: ${sheet.teacherName}`, font, 10, WIDTH - 2 * MARGIN), {
    x: MARGIN,
    y: y - 30,
    size: 10,
    font,
    color: INK,
  });
  page!.drawLine({ start: { x: MARGIN, y: y - 60 }, end: { x: MARGIN + 200, y: y - 60 }, thickness: 0.5, color: LINE });
  pages.forEach((p, i) => {
    const label = t('page', lang, { page: i + 1, pages: pages.length });
    p.drawText(label, {
      x: WIDTH - MARGIN - font.widthOfTextAtSize(label, 9),
      y: MARGIN - 20,
      size: 9,
      font,
      color: LINE,
    });
  });
  return doc.save();
}
