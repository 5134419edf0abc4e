import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition, platformFileName, resumeFileName } from './file-names.ts';

describe('names the platform gives stored files', () => {
  it.each([
    ['course_pdf', 'Hafta 1 notları.pdf', 'pdf', 'Hafta 1 notları.pdf'],
    ['course_pdf', 'CV.html', 'pdf', 'CV.pdf'],
    ['course_pdf', 'cv.pdf.exe', 'pdf', 'cv.pdf.pdf'],
    ['course_pdf', 'ders\u202Efdp.exe', 'pdf', 'dersfdp.pdf'],
    ['blog_image', '\u2066photo\u2069.png.hta', 'png', 'photo.png.png'],
    ['blog_image', '../../etc/passwd', 'jpg', 'etc passwd.jpg'],
    ['blog_image', '\u200b\u200f.', 'webp', 'Görsel.webp'],
    ['course_pdf', '', 'pdf', 'Ders dokümanı.pdf'],
  ])('%s %j → %j', (kind, name, ext, expected) => {
    expect(platformFileName(kind, name, ext)).toBe(expected);
  });

  it('names a resume after its owner', () => {
    expect(resumeFileName('Şule Ağaoğlu', 'docx')).toBe('Şule Ağaoğlu Özgeçmiş.docx');
    expect(resumeFileName('\u202e', 'pdf')).toBe('Özgeçmiş.pdf');
  });

  it('gives old clients an ASCII name and new ones the UTF-8 name, both free of header-breaking characters', () => {
    expect(asciiFileName('İğdır Çağrı Öztürk Özgeçmiş.pdf')).toBe('Igdir Cagri Ozturk Ozgecmis.pdf');
    expect(contentDisposition('attachment', "O'Neil (1)*.pdf")).toBe(
      `attachment; filename="O_Neil (1) .pdf"; filename*=UTF-8''O%27Neil%20%281%29%20.pdf`,
    );
    const header = contentDisposition('inline', 'a\r\nSet-Cookie: x=1\u202e"\\;.pdf');
    expect(header).toBe(`inline; filename="aSet-Cookie x_1 _.pdf"; filename*=UTF-8''aSet-Cookie%20x%3D1%20%3B.pdf`);
  });
});
