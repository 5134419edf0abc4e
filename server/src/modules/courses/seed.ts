import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { courseClasses, courses } from '../../db/schema/index.ts';
import { searchText } from '../../lib/search.ts';
import { storeBuffer } from '../../lib/stored-uploads.ts';
import { insertFile } from '../files/repository.ts';
import { demoCourses, type DemoCourse } from './demo-content.ts';
import { lessonPdf } from './lesson-pdf.ts';

/** Where the demo content's files go: the app's storage, through a temporary file like an upload (`storeBuffer`). */
export type SeedUploads = Pick<FastifyInstance, 'storage' | 'uploadTmpDir'>;

/**
 * A lesson's PDF, made from its text and stored as an uploaded course document is (checked by content, written to
 * the storage driver, a `files` row owned by the course's author): its id.
 */
async function storedLessonPdf(
  db: Db,
  uploads: SeedUploads,
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
  const { upload, key } = await storeBuffer(
    uploads,
    'course_pdf',
    `${position + 1}. ${lesson.title}.pdf`,
    Buffer.from(bytes),
  );
  return db.transaction((tx) => insertFile(tx, upload, key, ownerId));
}

/**
 * IoT, cyber-security and Python courses with three lessons each (text, a PDF made here, a video link) and a bank of
 * 15 questions drawn 10 at a time (demo-content.ts).
 */
export async function seedDemoCourses(db: Db, ids: Record<string, string>, uploads: SeedUploads) {
  const now = Date.now();
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
        pdfFileId: await storedLessonPdf(db, uploads, ownerId, c, position),
      });
    }
    await db.insert(courseClasses).values(classes);
  }
}
