import fsp from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import {
  COURSE_MAX_QUESTIONS,
  IMPORT_COLUMNS,
  IMPORT_HEADINGS,
  importColumnOf,
  importMessageKeys,
  messageKey,
  questionBankMessages,
  translate,
  type ImportColumn,
  type Lang,
} from '@beceri/domain';
import { badRequest } from '../../plugins/errors.ts';

/** A data row of an import: its row number as a spreadsheet shows it (the heading is row 1) and its cells as text. */
export interface ImportRow {
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
}

/** Rows read beyond the cap are not worth checking: the file cannot be imported anyway. */
const MAX_ROWS = COURSE_MAX_QUESTIONS + 50;
/**
 * What an XLSX may hold: bytes unpacked, one worksheet's XML, and rows, cells and shared strings together. exceljs
 * reads the whole workbook on the server's thread and builds objects for every one of them (a 140 kB file of a 29 MB
 * sheet held the thread for 10 s; 20,000 cells and strings 1.6 s, 8,000 about 0.4 s). The template’s 250 rows of 7 columns are ≈ 4,000
 * of them and at most about 4 MB of Turkish text at the longest lengths allowed; these limits leave room for that and bound what one
 * upload can cost (decision 056, docs/security-assessment-2026-11-28.md).
 */
const MAX_UNPACKED_BYTES = 4 * 1024 * 1024;
const MAX_SHEET_BYTES = 1024 * 1024;
const MAX_ELEMENTS = 8_000;
/** Heading columns looked at: the template has 7; a sheet's row is read to 20 cells. */
const MAX_COLUMNS = 20;

// ---------- CSV ----------

/** UTF-8 (a BOM dropped), else Windows-1254, which a Turkish Excel writes for 'CSV (virgülle ayrılmış)'. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1254').decode(data);
  }
}

/** The delimiter the heading line uses: a Turkish Excel writes ';', others ','; a tab for pasted sheets. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** RFC 4180 records: quoted fields may hold delimiters, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const d = delimiterOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === d) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (records.length > MAX_ROWS) break;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

// ---------- XLSX ----------

/** Rows, cells and shared strings in a part's XML, with or without a namespace prefix. */
const ELEMENTS = /<(?:\w+:)?(?:c|row|si)[\s/>]/g;

/**
 * Whether an XLSX is small enough to be read: each entry is unpacked with a ceiling, never trusting the sizes its
 * writer recorded (a 0.9 MB file whose directory claimed 1,000 bytes unpacked to 900 MB inside exceljs), and its rows,
 * cells and shared strings are counted. False when the zip cannot be read, uses a method other than stored or
 * deflate, or passes a limit.
 */
function readableWorkbook(
  data: Buffer,
  limits = { bytes: MAX_UNPACKED_BYTES, sheetBytes: MAX_SHEET_BYTES, elements: MAX_ELEMENTS },
): boolean {
  const EOCD = 0x06054b50;
  const from = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return false;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let bytes = 0;
  let elements = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return false;
    const method = data.readUInt16LE(at + 10);
    const packed = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const name = data.toString('latin1', at + 46, at + 46 + nameLength);
    const local = data.readUInt32LE(at + 42);
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) return false;
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + packed > data.length) return false;
    const ceiling = Math.min(limits.bytes - bytes, /^xl\/worksheets\//.test(name) ? limits.sheetBytes : Infinity);
    let content: Buffer;
    if (method === 0) content = data.subarray(start, start + packed);
    else if (method === 8) {
      try {
        // One byte over the ceiling tells the entry is too big; nothing more is unpacked.
        content = inflateRawSync(data.subarray(start, start + packed), { maxOutputLength: ceiling + 1 });
      } catch {
        return false;
      }
    } else return false;
    if (content.length > ceiling) return false;
    bytes += content.length;
    if (name.endsWith('.xml')) elements += content.toString('latin1').match(ELEMENTS)?.length ?? 0;
    if (elements > limits.elements) return false;
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return true;
}

async function xlsxRecords(data: Buffer): Promise<string[][]> {
  if (!readableWorkbook(data)) throw badRequest(questionBankMessages.unreadable);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(questionBankMessages.unreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const records: string[][] = [];
  const last = Math.min(sheet.rowCount, MAX_ROWS + 1);
  for (let r = 1; r <= last; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c++) cells.push(row.getCell(c).text ?? '');
    records.push(cells);
  }
  return records;
}

// ---------- both ----------

/**
 * The data rows of an uploaded import file (checked by content as `question_import`): the heading row maps the
 * columns (in either language, in any order); a missing column is the file's error.
 */
export async function readImportFile(upload: { ext: string; tempPath: string }): Promise<ImportRow[]> {
  const data = await fsp.readFile(upload.tempPath);
  const records = upload.ext === 'xlsx' ? await xlsxRecords(data) : parseCsv(decodeText(data).replace(/^\uFEFF/, ''));
  const headingIndex = records.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headingIndex < 0) throw badRequest(questionBankMessages.emptyFile);
  // A heading of 200,000 columns held the server's thread for 2 s: only the first columns can be the template's.
  const heading = records[headingIndex].slice(0, MAX_COLUMNS);
  const columnAt = new Map<number, ImportColumn>();
  heading.forEach((h, i) => {
    const column = importColumnOf(h);
    if (column && ![...columnAt.values()].includes(column)) columnAt.set(i, column);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c !== 'option3' && c !== 'option4' && c !== 'option5').find(
    (c) => ![...columnAt.values()].includes(c),
  );
  if (missing) {
    const message = messageKey(importMessageKeys.badHeader, { column: missing });
    throw badRequest(message, { file: message });
  }
  return records.slice(headingIndex + 1).map((cells, i) => ({
    row: headingIndex + 2 + i,
    cells: Object.fromEntries([...columnAt].map(([at, column]) => [column, cells[at] ?? ''])),
  }));
}

// ---------- the template ----------

const exampleRows = (lang: Lang) => {
  const t = (key: string) => translate(`questionBank.templateExample.${key}`, lang);
  const options = t('options').split('|');
  return [[t('question'), ...options, ...Array.from({ length: 5 - options.length }, () => ''), t('correct')]];
};
const headingRow = (lang: Lang) => IMPORT_COLUMNS.map((c) => IMPORT_HEADINGS[lang][c]);

const csvField = (s: string) => (/[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The CSV template: UTF-8 with a BOM (so Excel reads its Turkish letters), comma-separated, one example row. */
export function csvTemplate(lang: Lang): Buffer {
  const lines = [headingRow(lang), ...exampleRows(lang)].map((r) => r.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The XLSX template: the headings bold and frozen, one example row, the correct column as text. */
export async function xlsxTemplate(lang: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Beceri';
  const ws = book.addWorksheet(translate('questionBank.templateSheet', lang));
  ws.columns = IMPORT_COLUMNS.map((c) => ({
    header: IMPORT_HEADINGS[lang][c],
    key: c,
    width: c === 'question' ? 50 : c === 'correct' ? 10 : 22,
  }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of exampleRows(lang)) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
