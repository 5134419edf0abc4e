import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { loadFonts, wrap } from '../certificates/pdf.ts';

const NAVY = rgb(0x17 / 255, 0x25 / 255, 0x54 / 255);
const SLATE = rgb(0x33 / 255, 0x41 / 255, 0x55 / 255);
const MUTED = rgb(0x47 / 255, 0x55 / 255, 0x69 / 255);
/** A4 portrait, in points. */
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 64;
const BODY = 11.5;
const LEADING = 17;

/**
 * A lesson's notes as an A4 PDF (the demo courses' documents, decision 050): the course and lesson titles, then the
 * lesson's paragraphs, wrapped and continued on new pages, with the video's address at the end. Fonts are embedded
 * (subset), so every reader shows Turkish letters the same.
 */
export async function lessonPdf(input: {
  courseTitle: string;
  lessonTitle: string;
  position: number;
  text: string;
  videoLink: string;
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = await loadFonts();
  const font = await doc.embedFont(regular, { subset: true });
  const heavy = await doc.embedFont(bold, { subset: true });
  doc.setTitle(`${input.courseTitle} · ${input.position}. ${input.lessonTitle}`);
  doc.setAuthor('Beceri');
  doc.setCreator('Beceri');
  doc.setProducer('Beceri');
  doc.setLanguage('tr-TR');

  const inner = WIDTH - 2 * MARGIN;
  let page = doc.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const line = (text: string, size: number, f = font, color = SLATE) => {
    if (y < MARGIN) {
      page = doc.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
    }
    page.drawText(text, { x: MARGIN, y, size, font: f, color });
    y -= size + (size > BODY ? 9 : LEADING - size);
  };

  page.drawRectangle({ x: 0, y: HEIGHT - 10, width: WIDTH, height: 10, color: NAVY });
  line(input.courseTitle, 11, font, MUTED);
  y -= 12;
  for (const l of wrap(`${input.position}. ${input.lessonTitle}`, heavy, 20, inner)) line(l, 20, heavy, NAVY);
  y -= 10;
  for (const paragraph of input.text.split(/\n\s*\n/)) {
    for (const l of wrap(paragraph.trim(), font, BODY, inner)) line(l, BODY);
    y -= 8;
  }
  if (input.videoLink) {
    y -= 6;
    line('Dersin videosu:', BODY, heavy, NAVY);
    line(input.videoLink, BODY, font, MUTED);
  }
  return doc.save();
}
