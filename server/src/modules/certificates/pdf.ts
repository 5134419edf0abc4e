import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { LOCALES, messageKey, translate, type Lang } from '@beceri/domain';
import { longDate } from '../../lib/dates.ts';

/** What the certificate says; `verifyUrl` is what its QR code holds. */
export interface CertificateSheet {
  fullName: string;
  courseTitle: string;
  score: number;
  total: number;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
  orgName: string;
  /** Lab hours attended (decision 055); null for a course without sessions, and then not printed. */
  hours?: number | null;
}

const require = createRequire(import.meta.url);
// DejaVu Sans has every letter of Turkish (İ ı Ş ş Ğ ğ Ç ç Ö ö Ü ü) and of the names migrants bring with them.
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
/** DejaVu Sans regular and bold, read once (also the demo lessons' PDFs: courses/lesson-pdf.ts). */
export const loadFonts = () =>
  (fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold })));

const NAVY = rgb(0x17 / 255, 0x25 / 255, 0x54 / 255);
const AMBER = rgb(0xf5 / 255, 0x9e / 255, 0x0b / 255);
const SLATE = rgb(0x33 / 255, 0x41 / 255, 0x55 / 255);
const MUTED = rgb(0x47 / 255, 0x55 / 255, 0x69 / 255);

/** A4 landscape, in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 56;

const t = (key: string, lang: Lang, params?: Record<string, string | number>) =>
  translate(messageKey(`certificates.pdf.${key}`, params), lang);

/** The lines of `text` at `size` that fit in `width`, broken between words. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size up to `max` at which `text` fits on one line of `width`. */
const fittingSize = (text: string, font: PDFFont, max: number, width: number) =>
  Math.max(12, Math.min(max, (max * width) / Math.max(1, font.widthOfTextAtSize(text, max))));

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color: RGB) {
  page.drawText(text, { x: (WIDTH - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
}

/** The QR code as dark squares, `size` points wide with its quiet zone, bottom-left corner at (x, y). */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 8;
  const cell = size / cells;
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (col + 4) * cell,
        y: y + size - (row + 5) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** The Beceri mark (the header's logo), `size` points high, top-left corner at (x, y). */
function drawMark(page: PDFPage, x: number, y: number, size: number) {
  const scale = size / 36;
  page.drawRectangle({ x, y: y - size, width: size, height: size, color: AMBER });
  page.drawSvgPath('M11 8h9a5.5 5.5 0 0 1 1.8 10.7A6 6 0 0 1 20.5 30H11z', { x, y, scale, color: NAVY });
  page.drawSvgPath('M15.5 12.5v4.2h4a2.1 2.1 0 0 0 0-4.2zm0 8.4v4.6h4.6a2.3 2.3 0 0 0 0-4.6z', {
    x,
    y,
    scale,
    color: AMBER,
  });
}

/**
 * The certificate as an A4 PDF: Turkish first, English under it; the programme, the person, the course, the score,
 * the date, the code and a QR code of the verification page. Fonts are embedded (subset), so every reader shows
 * the same letters.
 */
export async function certificatePdf(sheet: CertificateSheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = await loadFonts();
  const font = await doc.embedFont(regular, { subset: true });
  const heavy = await doc.embedFont(bold, { subset: true });
  doc.setTitle(`${t('title', 'tr')} · ${sheet.fullName} · ${sheet.courseTitle}`);
  doc.setAuthor(sheet.orgName);
  doc.setSubject(sheet.verifyUrl);
  doc.setCreator('Beceri');
  doc.setProducer('Beceri');
  doc.setLanguage('tr-TR');
  doc.setCreationDate(sheet.issuedAt);

  const page = doc.addPage([WIDTH, HEIGHT]);
  // Frame: a navy band on top, a thin amber rule inside the border.
  page.drawRectangle({ x: 0, y: HEIGHT - 14, width: WIDTH, height: 14, color: NAVY });
  page.drawRectangle({ x: 20, y: 20, width: WIDTH - 40, height: HEIGHT - 54, borderColor: AMBER, borderWidth: 1.5 });

  drawMark(page, MARGIN, HEIGHT - 44, 34);
  page.drawText('Beceri', { x: MARGIN + 44, y: HEIGHT - 70, size: 22, font: heavy, color: NAVY });
  const org = sheet.orgName;
  page.drawText(org, {
    x: WIDTH - MARGIN - font.widthOfTextAtSize(org, 11),
    y: HEIGHT - 66,
    size: 11,
    font,
    color: MUTED,
  });

  const inner = WIDTH - 2 * MARGIN;
  let y = HEIGHT - 140;
  centred(page, t('title', 'tr').toLocaleUpperCase('tr-TR'), y, heavy, 30, NAVY);
  y -= 24;
  centred(page, t('title', 'en'), y, font, 14, MUTED);
  y -= 44;
  centred(page, t('certifies', 'tr'), y, font, 13, SLATE);
  y -= 16;
  centred(page, t('certifies', 'en'), y, font, 10, MUTED);
  y -= 44;
  const nameSize = fittingSize(sheet.fullName, heavy, 32, inner);
  centred(page, sheet.fullName, y, heavy, nameSize, NAVY);
  y -= 12;
  page.drawLine({ start: { x: WIDTH / 2 - 170, y }, end: { x: WIDTH / 2 + 170, y }, thickness: 1, color: AMBER });
  y -= 30;
  const params = { course: sheet.courseTitle, score: sheet.score, total: sheet.total };
  for (const line of wrap(t('completed', 'tr', params), font, 14, inner).slice(0, 3)) {
    centred(page, line, y, font, 14, SLATE);
    y -= 19;
  }
  for (const line of wrap(t('completed', 'en', params), font, 10, inner).slice(0, 3)) {
    centred(page, line, y, font, 10, MUTED);
    y -= 14;
  }
  if (sheet.hours !== null && sheet.hours !== undefined) {
    const hours = (lang: Lang) =>
      t('hours', lang, {
        hours: new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(sheet.hours!),
      });
    y -= 6;
    centred(page, hours('tr'), y, font, 12, SLATE);
    y -= 14;
    centred(page, hours('en'), y, font, 9, MUTED);
  }

  // Bottom: date and code on the left, the QR code on the right.
  const qrSize = 112;
  drawQr(page, sheet.verifyUrl, WIDTH - MARGIN - qrSize + 8, 36, qrSize);
  let by = 128;
  page.drawText(t('date', 'tr', { date: longDate(sheet.issuedAt, 'tr') }), {
    x: MARGIN,
    y: by,
    size: 12,
    font: heavy,
    color: NAVY,
  });
  by -= 15;
  page.drawText(t('date', 'en', { date: longDate(sheet.issuedAt, 'en') }), {
    x: MARGIN,
    y: by,
    size: 9,
    font,
    color: MUTED,
  });
  by -= 22;
  page.drawText(t('code', 'tr', { code: sheet.code }), { x: MARGIN, y: by, size: 11, font, color: SLATE });
  by -= 15;
  const verifyWidth = inner - qrSize - 24;
  for (const line of wrap(`${t('verify', 'tr')} ${sheet.verifyUrl}`, font, 9, verifyWidth)) {
    page.drawText(line, { x: MARGIN, y: by, size: 9, font, color: MUTED });
    by -= 12;
  }
  for (const line of wrap(t('funding', 'tr'), font, 8, verifyWidth)) {
    page.drawText(line, { x: MARGIN, y: by - 4, size: 8, font, color: MUTED });
    by -= 11;
  }
  return doc.save();
}
