import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { courseClasses, courses } from '../../db/schema/index.ts';
import { platformFileName } from '../../lib/file-names.ts';
import { searchText } from '../../lib/search.ts';
import { newKey, type Storage } from '../../lib/storage/index.ts';
import { insertFile } from '../files/repository.ts';
import { demoCourses, type DemoCourse } from './demo-content.ts';
import { lessonPdf } from './lesson-pdf.ts';

/**
 * A lesson's PDF, made from its text and stored like an uploaded course document (the storage driver, then a `files`
 * row owned by the course's author): its id.
 */
async function storedLessonPdf(
  db: Db,
  storage: Storage,
  dir: string,
  ownerId: string,
  course: DemoCourse,
  position: number,
): Promise<string> {
  const lesson = course.lessons[position]!;
  const bytes = await lessonPdf({
    courseTitle: course.title,
    lessonTitle: lesson.title,
    position: position + 1,
    text: lesson.text,
    videoLink: lesson.videoLink,
  });
  const tempPath = path.join(dir, `${randomUUID()}.pdf`);
  await fs.writeFile(tempPath, bytes);
  const key = newKey('pdf');
  await storage.putFile(key, tempPath, 'application/pdf');
  const upload = {
    kind: 'course_pdf' as const,
    ext: 'pdf',
    mime: 'application/pdf',
    size: bytes.byteLength,
    originalName: platformFileName('course_pdf', `${position + 1}. ${lesson.title}`, 'pdf'),
    tempPath,
  };
  return db.transaction((tx) => insertFile(tx, upload, key, ownerId));
}

/**
 * IoT, cyber-security and Python courses with three lessons each (text, a PDF made here, a video link) and a bank of
 * 15 questions drawn 10 at a time (demo-content.ts).
 */
export async function seedDemoCourses(db: Db, ids: Record<string, string>, storage: Storage) {
  const now = Date.now();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'beceri-seed-'));
  try {
    for (const [i, c] of demoCourses.entries()) {
      const ownerId = ids[c.by]!;
      const [row] = await db
        .insert(courses)
        .values({
          title: c.title,
          description: c.description,
          category: c.category,
          search: searchText(c.title, c.description),
          test: { questions: c.questions.map((q) => ({ id: randomUUID(), ...q })) },
          examDrawCount: c.drawCount,
          addedBy: ownerId,
          addedByType: c.by === 'admin' ? 'Admin' : 'Teacher',
          createdAt: new Date(now - (demoCourses.length - i) * 60 * 60 * 1000),
        })
        .returning({ id: courses.id });
      const classes = [];
      for (const [position, lesson] of c.lessons.entries()) {
        classes.push({
          courseId: row!.id,
          position,
          title: lesson.title,
          description: lesson.text,
          videoLink: lesson.videoLink,
          pdfFileId: await storedLessonPdf(db, storage, dir, ownerId, c, position),
        });
      }
      await db.insert(courseClasses).values(classes);
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
