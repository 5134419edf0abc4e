import { describe, expect, it } from 'vitest';
import { certificateMessages, type SessionUser } from '@beceri/domain';
import { fakeDb } from '../../../test/fakes.ts';
import type { CertificateSheet } from './pdf.ts';
import { ownCertificates, pdf, verify, type CertificatesDeps } from './service.ts';

/*
 * The certificates' rules alone, on in-memory rows (docs/product.md, Certificates): what the public check tells of a
 * person, who may download a certificate, what its PDF says, and that a deleted account's certificate is no longer
 * valid. HTTP, SQL and the drawing itself are tested in certificates.test.ts.
 */

const person = (id: string, role: SessionUser['role']): SessionUser => ({
  id,
  role,
  name: id,
  email: `${id}@example.com`,
  locale: 'tr',
});
const [sule, other] = [person('sule', 'student'), person('other', 'student')];
const [admin, teacher, company] = [
  person('admin', 'admin'),
  person('teacher', 'teacher'),
  person('company', 'company'),
];
const [CODE, LEAVER_CODE, UNKNOWN] = ['ABCDEFGHJKMN2345', 'QRSTUVWXYZ234567', 'AAAAAAAAAAAAAAAA'];
const issuedAt = new Date('2026-11-02T10:00:00Z');

type Row = NonNullable<Awaited<ReturnType<CertificatesDeps['certificates']['findByCode']>>>;
const certificate = (r: Partial<Row>): Row => ({
  code: CODE,
  studentId: sule.id,
  courseTitle: 'Ağ Güvenliği ve Şifreleme',
  score: 2,
  total: 3,
  issuedAt,
  attendedMinutes: 150,
  name: 'Şule İpek',
  surname: 'Işıkçı Güngör',
  ...r,
});

function world() {
  // A deleted account's certificate stays, without its holder (the left join finds no one).
  const rows = [certificate({}), certificate({ code: LEAVER_CODE, studentId: null, name: null, surname: null })];
  const drawn: CertificateSheet[] = [];
  const deps: CertificatesDeps = {
    db: fakeDb,
    certificates: {
      certificatesOf: async (_db, studentId) =>
        rows
          .filter((r) => r.studentId === studentId)
          .map(({ code, courseTitle, score, total, issuedAt: at, attendedMinutes }) => ({
            code,
            courseId: 'course-1',
            courseTitle,
            score,
            total,
            issuedAt: at,
            attendedMinutes,
          })),
      findByCode: async (_db, code) => rows.find((r) => r.code === code),
    },
    drawPdf: async (sheet) => {
      drawn.push(sheet);
      return new Uint8Array([37, 80, 68, 70]);
    },
    config: { publicUrl: 'https://oda.example', orgName: 'Kocaeli Beceri Merkezi' },
  };
  return { deps, drawn };
}

const notFound = { statusCode: 404, code: 'NOT_FOUND', message: certificateMessages.notFound };

describe('the public check of a code', () => {
  it('tells that it is valid, the name, the course and the date, and nothing else about the person', async () => {
    expect(await verify(world().deps, CODE)).toEqual({
      valid: true,
      name: 'Şule İpek',
      surname: 'Işıkçı Güngör',
      courseTitle: 'Ağ Güvenliği ve Şifreleme',
      issuedAt: issuedAt.toISOString(),
      hours: 2.5,
    });
  });

  it("answers only {valid: false} for a deleted account's certificate", async () => {
    expect(await verify(world().deps, LEAVER_CODE)).toEqual({ valid: false });
  });

  it("answers 404 'Sertifika bulunamadı' for a code that names no certificate", async () => {
    await expect(verify(world().deps, UNKNOWN)).rejects.toMatchObject(notFound);
  });
});

describe("a certificate's PDF", () => {
  it('is drawn for its holder and for admins, with the name, course, score, date, code and verification address', async () => {
    for (const viewer of [sule, admin]) {
      const w = world();
      const { bytes, filename } = await pdf(w.deps, viewer, CODE);
      expect(filename).toBe(`beceri-sertifika-${CODE}.pdf`);
      expect(bytes).toEqual(new Uint8Array([37, 80, 68, 70]));
      expect(w.drawn).toEqual([
        {
          fullName: 'Şule İpek Işıkçı Güngör',
          courseTitle: 'Ağ Güvenliği ve Şifreleme',
          score: 2,
          total: 3,
          issuedAt,
          code: CODE,
          verifyUrl: `https://oda.example/dogrula/${CODE}`,
          orgName: 'Kocaeli Beceri Merkezi',
          hours: 2.5,
        },
      ]);
    }
  });

  it('is refused to another student, a teacher and a company with 403 FORBIDDEN, drawing nothing', async () => {
    const w = world();
    for (const viewer of [other, teacher, company])
      await expect(pdf(w.deps, viewer, CODE)).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(w.drawn).toEqual([]);
  });

  it("answers 404 for a deleted account's certificate, even to an admin, and for an unknown code", async () => {
    const w = world();
    await expect(pdf(w.deps, admin, LEAVER_CODE)).rejects.toMatchObject(notFound);
    await expect(pdf(w.deps, sule, UNKNOWN)).rejects.toMatchObject(notFound);
    expect(w.drawn).toEqual([]);
  });
});

describe("a student's own certificates", () => {
  it('are theirs only, with the date of issue as an ISO string', async () => {
    const { deps } = world();
    expect(await ownCertificates(deps, sule.id)).toEqual([
      {
        code: CODE,
        courseId: 'course-1',
        courseTitle: 'Ağ Güvenliği ve Şifreleme',
        score: 2,
        total: 3,
        issuedAt: issuedAt.toISOString(),
        hours: 2.5,
      },
    ]);
    expect(await ownCertificates(deps, other.id)).toEqual([]);
  });
});
