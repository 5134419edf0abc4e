import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { files, users } from '../db/schema/index.ts';
import {
  createTestApp,
  createUser,
  injectAs,
  multipart,
  samples,
  type TestContext,
  type TestUser,
} from '../../test/helpers.ts';

/** A ZIP entry stored without compression; `claimed` lets a test promise more bytes than follow. */
function zipEntry(name: string, body: Buffer, claimed = body.length): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(claimed, 18);
  header.writeUInt32LE(claimed, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), body]);
}
const contentTypes = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const docx = Buffer.concat([
  zipEntry('[Content_Types].xml', contentTypes),
  zipEntry('word/document.xml', Buffer.from('<w:document/>')),
]);

/**
 * A minimal OLE compound file (MS-CFB, version 3, 512-byte sectors): sector 0 is the FAT, sector 1
 * the directory with the root entry and one empty stream per name.
 */
function cfb(streams: string[]): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + 4 * i);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  const dir = Buffer.alloc(512, 0);
  ['Root Entry', ...streams].forEach((name, i) => {
    const off = i * 128;
    dir.write(`${name}\0`, off, 'utf16le');
    dir.writeUInt16LE((name.length + 1) * 2, off + 0x40);
    dir[off + 0x42] = i === 0 ? 5 : 2;
    dir.writeUInt32LE(0xffffffff, off + 0x44);
    dir.writeUInt32LE(i > 0 && i < streams.length ? i + 1 : 0xffffffff, off + 0x48);
    dir.writeUInt32LE(i === 0 && streams.length ? 1 : 0xffffffff, off + 0x4c);
    dir.writeUInt32LE(0xfffffffe, off + 0x74);
  });
  return Buffer.concat([header, fat, dir]);
}

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const rows = async () => [
  (await ctx.app.db.select({ n: count() }).from(users))[0].n,
  (await ctx.app.db.select({ n: count() }).from(files))[0].n,
];

/** A TC identity number with valid check digits, different on each call (one account per person). */
function idNumber(): string {
  const d = [1 + Math.floor(Math.random() * 9), ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10))];
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

function signUpWithResume(data: Buffer, filename: string) {
  const fields = {
    role: 'student',
    name: 'Deniz',
    surname: 'Kara',
    idNumber: idNumber(),
    gender: 'male',
    dateOfBirth: '2000-02-02',
    educationLevel: 'highSchoolGraduate',
    jobSeekingStatus: 'job',
    disability: 'no',
    email: `deniz${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Kuzey-Yildizi-7',
    consent: 'true',
  };
  const remoteAddress = `10.44.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/register',
    remoteAddress,
    ...multipart(fields, [{ field: 'resume', filename, contentType: 'application/msword', data }]),
  });
}

describe('resume uploads checked by content', () => {
  it.each([
    ['a truncated DOCX', docx.subarray(0, 60), 'cv.docx'],
    [
      'a DOCX whose entry promises more bytes than it has',
      zipEntry('[Content_Types].xml', contentTypes.subarray(0, 20), 5000),
      'cv.docx',
    ],
    ["'PK' followed by junk", Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40, 0x41)]), 'cv.docx'],
    ['an Excel workbook (OLE, Workbook stream)', cfb(['Workbook', '\u0005SummaryInformation']), 'cv.doc'],
    ['an installer (OLE, no WordDocument stream)', cfb(['\u4840\u3b3f\u4577\u446c\u3b6a\u45e4\u4824']), 'cv.doc'],
    ['an OLE header with a broken directory', cfb(['WordDocument']).subarray(0, 700), 'cv.doc'],
  ])('refuses %s with 400 BAD_FILE_TYPE and keeps nothing', async (_what, data, filename) => {
    const before = await rows();
    const res = await signUpWithResume(data, filename);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_FILE_TYPE', error: 'Dosya türü desteklenmiyor.' });
    expect(await rows()).toEqual(before);
  });

  it.each([
    [
      'a Word 97–2003 document',
      cfb(['WordDocument', '1Table', '\u0005SummaryInformation']),
      'cv.doc',
      'application/msword',
    ],
    ['a DOCX', docx, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('accepts %s', async (_what, data, filename, mime) => {
    const res = await signUpWithResume(data, filename);
    expect(res.statusCode).toBe(201);
    const all = await ctx.app.db.select().from(files);
    expect(all.some((f) => f.ownerId === res.json().id && f.mime === mime)).toBe(true);
  });
});

/** A ZIP entry deflated, its sizes true. */
function deflatedEntry(name: string, body: Buffer): Buffer {
  const packed = deflateRawSync(body);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(packed.length, 18);
  header.writeUInt32LE(body.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), packed]);
}

describe('zip uploads the type detector would unpack whole', () => {
  it('refuses a DOCX whose content types unpack past 1 MB (a zip bomb at sign-up), and takes a deflated one', async () => {
    // The real content types followed by 64 MB of spaces: 64 kB to send, 64 MB to unpack (a 5 MB resume: 5 GB).
    const bomb = Buffer.concat([
      deflatedEntry('[Content_Types].xml', Buffer.concat([contentTypes, Buffer.alloc(64 * 1024 * 1024, 0x20)])),
      deflatedEntry('word/document.xml', Buffer.from('<w:document/>')),
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const refused = await signUpWithResume(bomb, 'cv.docx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('BAD_FILE_TYPE');
    const deflated = Buffer.concat([
      deflatedEntry('[Content_Types].xml', contentTypes),
      deflatedEntry('word/document.xml', Buffer.from('<w:document/>')),
    ]);
    expect((await signUpWithResume(deflated, 'cv.docx')).statusCode).toBe(201);
  });
});

describe('image uploads checked by content', () => {
  it("refuses a 'PK'-prefixed image with 400 BAD_FILE_TYPE, not 500", async () => {
    const junk = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 0x20)]);
    const res = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: '/blog/add',
      ...multipart({ title: 'Duyuru', description: 'Kısa açıklama', details: 'Ayrıntı' }, [
        { field: 'images', filename: 'resim.png', contentType: 'image/png', data: samples.png },
        { field: 'images', filename: 'bozuk.png', contentType: 'image/png', data: junk },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_FILE_TYPE');
  });
});
