import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  multipart,
  samples,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { addCourse, threeQuestions } from '../../../test/course-fixtures.ts';
import { questionBankRepository } from './repository.ts';

let ctx: TestContext;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let student: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  teacher = await createUser(ctx.app, 'teacher');
  otherTeacher = await createUser(ctx.app, 'teacher');
  admin = await createUser(ctx.app, 'admin');
  student = await createUser(ctx.app, 'student');
});
afterAll(() => ctx.close());

interface Bank {
  questions: { id: string; text: string; options: string[]; correctAnswer: number }[];
  settings: { drawCount: number | null; shuffle: boolean; timeLimitMinutes: number | null; passPercent: number };
  openAttempts: number;
  version: string;
}
const readBank = (user: TestUser | null, id: string) => injectAs(ctx.app, user, { url: `/course/${id}/questions` });
const putBank = (user: TestUser | null, id: string, payload: unknown, lang = 'tr') =>
  injectAs(ctx.app, user, { method: 'PUT', url: `/course/${id}/questions?lang=${lang}`, payload: payload as object });
const settings = { drawCount: null, shuffle: true, timeLimitMinutes: null, passPercent: 50 };
const upload = (user: TestUser | null, id: string, data: Buffer, filename = 'sorular.csv', lang = 'tr') =>
  injectAs(ctx.app, user, {
    method: 'POST',
    url: `/course/${id}/questions/import?lang=${lang}`,
    ...multipart({}, [{ field: 'file', filename, contentType: 'application/octet-stream', data }]),
  });
const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');
const storedCount = async (id: string) => {
  const [row] = await ctx.app.db.select({ test: courses.test }).from(courses).where(eq(courses.id, id));
  return (row.test as { questions: unknown[] }).questions.length;
};
/** A zip of deflated entries; an entry with `claimed` says so many bytes unpacked in its headers and the directory. */
function lyingZip(entries: { name: string; content: Buffer; claimed?: number }[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, content, claimed } of entries) {
    const packed = deflateRawSync(content);
    const fileName = Buffer.from(name);
    const header = (size: number, at: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt32LE(size === 30 ? 0x04034b50 : 0x02014b50, 0);
      const base = size === 30 ? 0 : 2;
      b.writeUInt16LE(20, 4 + base);
      b.writeUInt16LE(8, 8 + base);
      b.writeUInt32LE(packed.length, 18 + base);
      b.writeUInt32LE(claimed ?? content.length, 22 + base);
      b.writeUInt16LE(fileName.length, 26 + base);
      if (size === 46) {
        b.writeUInt16LE(20, 4);
        b.writeUInt32LE(at, 42);
      }
      return b;
    };
    parts.push(header(30, 0), fileName, packed);
    directory.push(header(46, offset), fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const size = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}
const numbered = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `Soru ${from + i},Doğru ${from + i},Yanlış ${from + i},,,,1`);

describe('GET /course/{id}/questions', () => {
  it('gives the owner and admins the bank with its correct answers and settings; others nothing', async () => {
    const id = await addCourse(ctx.app, teacher);
    const res = await readBank(teacher, id);
    expect(res.statusCode).toBe(200);
    const bank: Bank = res.json();
    expect(bank.questions.map((q) => q.correctAnswer)).toEqual([0, 1, 4]);
    expect(bank.questions.every((q) => /^[0-9a-f-]{36}$/.test(q.id))).toBe(true);
    expect(bank.settings).toEqual(settings);
    expect(bank.openAttempts).toBe(0);
    expect((await readBank(admin, id)).statusCode).toBe(200);
    for (const [user, status] of [
      [otherTeacher, 403],
      [student, 403],
      [null, 401],
    ] as const) {
      const denied = await readBank(user, id);
      expect(denied.statusCode).toBe(status);
      expect(denied.body).not.toContain('MQTT');
    }
  });
  it('answers another teacher 404 for a draft, as every other path of a draft does (decision 051)', async () => {
    const draft = await injectAs(ctx.app, teacher, {
      method: 'POST',
      url: '/course/draft',
      payload: { title: 'Taslak banka', description: '', category: '', classes: [] },
    });
    expect(draft.statusCode).toBe(201);
    const id: string = draft.json().id;
    expect((await readBank(teacher, id)).statusCode).toBe(200);
    const denied = await readBank(otherTeacher, id);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().code).toBe('NOT_FOUND');
    expect((await readBank(student, id)).statusCode).toBe(403);
  });
});

describe('PUT /course/{id}/questions', () => {
  it('saves the bank in its new order and the settings, keeping the ids of kept questions', async () => {
    const id = await addCourse(ctx.app, teacher);
    const before: Bank = (await readBank(teacher, id)).json();
    const [a, b, c] = before.questions;
    const moved = [
      { ...c, text: 'Güçlü parola en az kaç karakter?' },
      a,
      { text: 'Yeni soru', options: ['Evet', 'Hayır'], correctAnswer: 1 },
    ];
    const res = await putBank(teacher, id, {
      questions: moved,
      settings: { drawCount: 2, shuffle: false, timeLimitMinutes: 15, passPercent: 70 },
    });
    expect(res.statusCode).toBe(200);
    const after: Bank = res.json();
    expect(after.questions.map((q) => q.id).slice(0, 2)).toEqual([c.id, a.id]);
    expect(after.questions[2].id).not.toBe(b.id);
    expect(after.questions.map((q) => q.text)).toEqual(['Güçlü parola en az kaç karakter?', a.text, 'Yeni soru']);
    expect(after.settings).toEqual({ drawCount: 2, shuffle: false, timeLimitMinutes: 15, passPercent: 70 });
    // What students learn of it: the count and the draw.
    const view = (await injectAs(ctx.app, student, { url: `/course/get/${id}` })).json();
    expect(view.exam).toEqual({ questionCount: 3, drawCount: 2, timeLimitMinutes: 15, passPercent: 70 });
    expect(view.test).toBe('{"questions":[]}');
  });

  it('refuses a save from a stale version (another tab saved first) with 409 in both languages, changing nothing', async () => {
    const id = await addCourse(ctx.app, teacher);
    const opened: Bank = (await readBank(teacher, id)).json();
    // Two tabs open the same bank; the first saves a new question.
    const first = await putBank(teacher, id, {
      questions: [...opened.questions, { text: 'Birinci sekme', options: ['a', 'b'], correctAnswer: 0 }],
      settings: opened.settings,
      version: opened.version,
    });
    expect(first.statusCode).toBe(200);
    const saved: Bank = first.json();
    expect(saved.version).not.toBe(opened.version);
    // The second tab, still on the version it opened, would drop that question: refused.
    const stale = await putBank(teacher, id, {
      questions: opened.questions.slice(0, 1),
      settings: opened.settings,
      version: opened.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'BANK_CHANGED',
      error:
        'Soru bankası başka bir sekmede veya cihazda değişti; bu sekmedeki değişiklikler kaydedilmedi. Son hâlini görmek için sayfayı yenileyin.',
    });
    const staleEn = await putBank(
      teacher,
      id,
      { questions: [], settings: opened.settings, version: opened.version },
      'en',
    );
    expect(staleEn.json().error).toMatch(/^The question bank was changed in another tab/);
    expect(await storedCount(id)).toBe(4);
    // A title edit is no change of the bank: the version stays.
    await ctx.app.db.update(courses).set({ title: 'Yeni başlık' }).where(eq(courses.id, id));
    expect((await readBank(teacher, id)).json().version).toBe(saved.version);
    // From the current version the save goes through; without a version the last save wins, as before.
    expect(
      (await putBank(teacher, id, { questions: saved.questions, settings: opened.settings, version: saved.version }))
        .statusCode,
    ).toBe(200);
    expect((await putBank(teacher, id, { questions: opened.questions, settings: opened.settings })).statusCode).toBe(
      200,
    );
    expect(await storedCount(id)).toBe(3);
  });

  it('answers 404, never 500, when the course is deleted while its bank is saved or imported into', async () => {
    // The author deletes the course in another tab (or an admin deletes it) between the route's read and the write.
    const deleteFirst = <K extends 'lockCourse' | 'appendQuestions'>(name: K) => {
      const original = questionBankRepository[name];
      return vi.spyOn(questionBankRepository, name).mockImplementationOnce((async (
        db: never,
        courseId: string,
        ...rest: never[]
      ) => {
        await (db as typeof ctx.app.db).delete(courses).where(eq(courses.id, courseId));
        return (original as (...args: unknown[]) => unknown)(db, courseId, ...rest);
      }) as never);
    };
    const saving = await addCourse(ctx.app, teacher);
    const opened: Bank = (await readBank(teacher, saving)).json();
    const spy = deleteFirst('lockCourse');
    try {
      const res = await putBank(teacher, saving, { questions: opened.questions, settings: opened.settings });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Kurs bulunamadı' });
    } finally {
      spy.mockRestore();
    }
    const importing = await addCourse(ctx.app, teacher);
    const spyImport = deleteFirst('appendQuestions');
    try {
      const res = await upload(
        teacher,
        importing,
        csv(['soru;seçenek1;seçenek2;doğru', 'Kaç bit bir bayttır?;8;16;A']),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Kurs bulunamadı' });
    } finally {
      spyImport.mockRestore();
    }
  });

  it('refuses a draw larger than the bank, a question without a correct answer and others’ courses, changing nothing', async () => {
    const id = await addCourse(ctx.app, teacher);
    const questions = threeQuestions.questions;
    const over = await putBank(teacher, id, { questions, settings: { ...settings, drawCount: 4 } });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields['settings.drawCount']).toBe(
      'Çekilecek soru sayısı bankadaki soru sayısından büyük olamaz.',
    );
    const overEn = await putBank(teacher, id, { questions, settings: { ...settings, drawCount: 4 } }, 'en');
    expect(overEn.json().error).toBe(
      'The number of questions drawn cannot be larger than the number of questions in the bank.',
    );
    const noCorrect = await putBank(teacher, id, {
      questions: [{ text: 'Soru', options: ['a', 'b'] }],
      settings,
    });
    expect(noCorrect.statusCode).toBe(400);
    expect((await putBank(otherTeacher, id, { questions: [], settings })).statusCode).toBe(403);
    // Admins change only courses an admin added (as the course form).
    expect((await putBank(admin, id, { questions: [], settings })).statusCode).toBe(403);
    expect((await putBank(student, id, { questions: [], settings })).statusCode).toBe(403);
    expect(await storedCount(id)).toBe(3);
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ text: `S${i}`, options: ['a', 'b'], correctAnswer: 0 }));
    expect((await putBank(teacher, id, { questions: tooMany, settings })).statusCode).toBe(400);
    expect(await storedCount(id)).toBe(3);
  });

  it('leaves an open attempt as it was drawn: it is graded on its own questions after the bank changed', async () => {
    const id = await addCourse(ctx.app, teacher);
    await injectAs(ctx.app, student, { method: 'POST', url: `/courseEnrollement/enroll/${id}` });
    await putBank(teacher, id, { questions: threeQuestions.questions, settings: { ...settings, shuffle: false } });
    const open = await injectAs(ctx.app, student, { method: 'POST', url: `/exam/${id}/attempts` });
    expect(open.statusCode).toBe(201);
    const attempt = open.json();
    expect((await readBank(teacher, id)).json().openAttempts).toBe(1);
    // The teacher rewrites the bank: other questions, other correct answers.
    const rewritten = threeQuestions.questions.map((q) => ({ ...q, text: `${q.text} (yeni)`, correctAnswer: 1 }));
    expect((await putBank(teacher, id, { questions: rewritten.slice(0, 2), settings })).statusCode).toBe(200);
    // The student answers the attempt's questions right as drawn: the old correct options.
    for (const [i, q] of attempt.questions.entries()) {
      const put = await injectAs(ctx.app, student, {
        method: 'PUT',
        url: `/exam/attempts/${attempt.attemptId}/answers/${q.id}`,
        payload: { option: [0, 1, 4][i] },
      });
      expect(put.statusCode).toBe(204);
    }
    const result = await injectAs(ctx.app, student, {
      method: 'POST',
      url: `/exam/attempts/${attempt.attemptId}/submit`,
    });
    expect(result.json()).toMatchObject({ score: 3, total: 3, passed: true });
  });
});

describe('POST /course/{id}/questions/import', () => {
  it('appends every row of a CSV (Turkish headings, semicolons, quoted text, a letter for correct)', async () => {
    const id = await addCourse(ctx.app, teacher);
    const res = await upload(
      teacher,
      id,
      csv([
        'soru;seçenek1;seçenek2;seçenek3;seçenek4;seçenek5;doğru',
        '"HTTP; hangi ""katmanda""?";Uygulama;Ağ;;;;A',
        'Kaç bit bir bayttır?;4;;8;16;;3',
        ';;;;;;',
      ]),
    );
    expect(res.statusCode).toBe(200);
    const { imported, bank } = res.json() as { imported: number; bank: Bank };
    expect(imported).toBe(2);
    expect(bank.questions).toHaveLength(5);
    expect(bank.questions[3]).toMatchObject({
      text: 'HTTP; hangi "katmanda"?',
      options: ['Uygulama', 'Ağ'],
      correctAnswer: 0,
    });
    // The blank second option is dropped and the correct answer follows its option.
    expect(bank.questions[4]).toMatchObject({ options: ['4', '8', '16'], correctAnswer: 1 });
    expect(new Set(bank.questions.map((q) => q.id)).size).toBe(5);
  });

  it('reads an XLSX with English headings in another order, and Windows-1254 CSV', async () => {
    const id = await addCourse(ctx.app, teacher);
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Questions');
    ws.addRow(['correct', 'question', 'option1', 'option2']);
    ws.addRow([2, 'Which is a sensor?', 'Modem', 'Thermometer']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(teacher, id, xlsx, 'questions.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json().bank.questions[3]).toMatchObject({
      text: 'Which is a sensor?',
      options: ['Modem', 'Thermometer'],
      correctAnswer: 1,
    });
    const latin5 = Buffer.from([
      ...Buffer.from('soru,seçenek1,seçenek2,doğru\r\n'.replace(/[çğ]/g, 'x'), 'latin1'),
      ...Buffer.from('Işık,', 'latin1'),
    ]);
    // 'soru,sexenek1…' is not a heading: the file is told which column is missing.
    const bad = await upload(teacher, id, latin5);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('seçenek1–seçenek5');
    // 0xFD is 'ı' and 0xDD 'İ' in Windows-1254.
    const win = Buffer.concat([
      Buffer.from('soru,option1,option2,correct\r\n', 'latin1'),
      Buffer.from([0xdd, 0x73, 0x74, 0x61, 0x6e, 0x62, 0x75, 0x6c]),
      Buffer.from(',A,B,1\r\n', 'latin1'),
    ]);
    const ok = await upload(teacher, id, win);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().bank.questions.at(-1).text).toBe('İstanbul');
  });

  it('stores nothing when a row is wrong, and names each row and column', async () => {
    const id = await addCourse(ctx.app, teacher);
    const res = await upload(
      teacher,
      id,
      csv([
        'question,option1,option2,option3,option4,option5,correct',
        'İyi soru,a,b,,,,2',
        ',a,b,,,,1',
        'Tek seçenek,a,,,,,1',
        'Boş doğru,a,b,,,,3',
        'Doğru yok,a,b,,,,',
      ]),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('IMPORT_ROWS_INVALID');
    expect(body.error).toBe('Dosyada 4 hata var; hiçbir soru eklenmedi. Hataları düzeltip dosyayı yeniden yükleyin.');
    expect(body.fields).toEqual({
      'rows.3.question': 'Satır 3, “soru” sütunu: soru metni boş olamaz.',
      'rows.4.option2': 'Satır 4, seçenek sütunları: en az 2 seçenek dolu olmalı.',
      'rows.5.correct': 'Satır 5, “doğru” sütunu: doğru cevap 3. seçenek, ama o seçenek boş.',
      'rows.6.correct': 'Satır 6, “doğru” sütunu: doğru seçeneğin numarasını (1–5) ya da harfini (A–E) yazın.',
    });
    expect(await storedCount(id)).toBe(3);
    const en = await upload(teacher, id, csv(['question,option1,option2,correct', ',a,b,1']), 'q.csv', 'en');
    expect(en.json().fields).toEqual({
      'rows.2.question': 'Row 2, column “question”: the question text cannot be empty.',
    });
  });

  it('keeps the 200-question cap: a file that would pass it adds nothing', async () => {
    const id = await addCourse(ctx.app, teacher);
    const heading = 'question,option1,option2,option3,option4,option5,correct';
    const over = await upload(teacher, id, csv([heading, ...numbered(198)]));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'IMPORT_OVER_CAP',
      error: 'Bankada 3 soru var; dosyadaki 198 soruyla 200 soru sınırı aşılıyor. Hiçbir soru eklenmedi.',
    });
    expect(await storedCount(id)).toBe(3);
    const fits = await upload(teacher, id, csv([heading, ...numbered(197)]));
    expect(fits.statusCode).toBe(200);
    expect(await storedCount(id)).toBe(200);
    expect((await upload(teacher, id, csv([heading, ...numbered(1)]))).statusCode).toBe(400);
    expect(await storedCount(id)).toBe(200);
  });

  it('refuses files that are not CSV or XLSX by their content, empty and oversized files, and others’ courses', async () => {
    const id = await addCourse(ctx.app, teacher);
    // A PDF named .csv, and a PNG named .xlsx.
    const pdf = await upload(teacher, id, samples.pdf, 'sorular.csv');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().code).toBe('BAD_FILE_TYPE');
    expect((await upload(teacher, id, samples.png, 'sorular.xlsx')).json().code).toBe('BAD_FILE_TYPE');
    expect((await upload(teacher, id, samples.exe, 'sorular.csv')).json().code).toBe('BAD_FILE_TYPE');
    // Half a workbook.
    const book = new ExcelJS.Workbook();
    book.addWorksheet('S').addRow(['question', 'option1', 'option2', 'correct']);
    const whole = Buffer.from(await book.xlsx.writeBuffer());
    expect((await upload(teacher, id, whole.subarray(0, whole.length / 2), 'yarim.xlsx')).statusCode).toBe(400);
    expect((await upload(teacher, id, Buffer.from(''), 'bos.csv')).statusCode).toBe(400);
    const headingOnly = await upload(teacher, id, csv(['question,option1,option2,correct']));
    expect(headingOnly.json().error).toBe('Dosyada içe aktarılacak soru yok.');
    const big = Buffer.alloc(1024 * 1024 + 10, 'a');
    expect((await upload(teacher, id, big, 'buyuk.csv')).statusCode).toBe(413);
    const rows = csv(['question,option1,option2,correct', 'S,a,b,1']);
    expect((await upload(otherTeacher, id, rows)).statusCode).toBe(403);
    expect((await upload(student, id, rows)).statusCode).toBe(403);
    expect((await upload(null, id, rows)).statusCode).toBe(401);
    expect(await storedCount(id)).toBe(3);
  });

  it('refuses a workbook by what it really unpacks to and holds, before exceljs reads it, and a heading of many columns at once', async () => {
    const id = await addCourse(ctx.app, teacher);
    // exceljs unpacks and reads the whole workbook on the server's thread: these files must never reach it.
    const load = vi.spyOn(Object.getPrototypeOf(new ExcelJS.Workbook().xlsx), 'load');
    // A zip whose headers say its sheet is 1,000 bytes while it unpacks to 64 MB (a 64 kB upload; at 1 MB, 1 GB).
    const bomb = lyingZip([
      {
        name: '[Content_Types].xml',
        content: Buffer.from(
          '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
      },
      { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(64 * 1024 * 1024), claimed: 1000 },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload(teacher, id, bomb, 'bomba.xlsx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Dosya okunamadı: şablondaki gibi bir CSV (UTF-8) ya da XLSX dosyası yükleyin.');
    // An honest workbook of 1,000 rows × 20 cells (113 kB): more rows, cells and strings than an import can use.
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('S');
    ws.addRow(['question', 'option1', 'option2', 'correct']);
    for (let r = 0; r < 1000; r++) ws.addRow(Array.from({ length: 20 }, (_, c) => `${r}-${c}`));
    const dense = Buffer.from(await book.xlsx.writeBuffer());
    expect((await upload(teacher, id, dense, 'yogun.xlsx')).statusCode).toBe(400);
    expect(load).not.toHaveBeenCalled();
    // The template's shape at its cap still imports: 197 rows of long text.
    const full = new ExcelJS.Workbook();
    const sheet = full.addWorksheet('S');
    sheet.addRow(['question', 'option1', 'option2', 'option3', 'option4', 'option5', 'correct']);
    for (let r = 0; r < 197; r++) sheet.addRow([`Soru ${r} ${'ş'.repeat(2000)}`, 'a', 'b', 'c', 'd', `e ${r}`, 5]);
    const ok = await upload(teacher, id, Buffer.from(await full.xlsx.writeBuffer()), 'tam.xlsx');
    expect(ok.statusCode).toBe(200);
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRestore();
    expect(await storedCount(id)).toBe(200);
    // A CSV heading of 200,000 columns is answered at once, by the columns a template can have.
    const wide = csv([Array.from({ length: 200_000 }, () => 'x').join(',')]);
    const started = Date.now();
    const wideRes = await upload(teacher, id, wide, 'genis.csv');
    expect(wideRes.statusCode).toBe(400);
    // It took 1.6 s on the server's thread, and takes under 0.1 s; the bound leaves room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('GET /question-bank/template.csv|.xlsx', () => {
  it('gives templates in the caller’s language that import as they are', async () => {
    const csvRes = await injectAs(ctx.app, teacher, { url: '/question-bank/template.csv?lang=tr' });
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-type']).toContain('text/csv');
    expect(csvRes.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'soru,seçenek1,seçenek2,seçenek3,seçenek4,seçenek5,doğru',
    );
    const xlsxRes = await injectAs(ctx.app, teacher, { url: '/question-bank/template.xlsx?lang=en' });
    expect(xlsxRes.headers['content-disposition']).toContain('question-bank-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsxRes.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([
      undefined,
      'question',
      'option1',
      'option2',
      'option3',
      'option4',
      'option5',
      'correct',
    ]);
    const id = await addCourse(ctx.app, teacher);
    for (const [data, name] of [
      [csvRes.rawPayload, 'sablon.csv'],
      [xlsxRes.rawPayload, 'template.xlsx'],
    ] as const) {
      const res = await upload(teacher, id, data, name);
      expect(res.statusCode).toBe(200);
      expect(res.json().imported).toBe(1);
    }
    expect((await injectAs(ctx.app, student, { url: '/question-bank/template.csv' })).statusCode).toBe(403);
  });
});
