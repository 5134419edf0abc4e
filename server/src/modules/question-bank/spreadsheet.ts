import fsp from 'node:fs/promises';
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
/** What an XLSX may unpack to: a 1 MB upload of text compresses ~10×; a zip bomb is refused before it is opened. */
const MAX_UNPACKED_BYTES = 30 * 1024 * 1024;

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

/**
 * The bytes a zip's entries unpack to, from its central directory (the sizes its writer recorded; exceljs's reader
 * would stop at a lie only after unpacking). Undefined when the directory cannot be found.
 */
export function unpackedSize(data: Buffer): number | undefined {
  const EOCD = 0x06054b50;
  const from = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return undefined;
    const size = data.readUInt32LE(at + 24);
    // 0xffffffff: the real size is in a zip64 field; a file of at most 1 MB has no business needing one.
    if (size === 0xffffffff) return undefined;
    total += size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

async function xlsxRecords(data: Buffer): Promise<string[][]> {
  const size = unpackedSize(data);
  if (size === undefined || size > MAX_UNPACKED_BYTES) throw badRequest(questionBankMessages.unreadable);
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
    for (let c = 1; c <= Math.min(row.cellCount, 20); c++) cells.push(row.getCell(c).text ?? '');
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
  const heading = records[headingIndex];
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
