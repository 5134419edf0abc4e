import type { FastifyInstance } from 'fastify';
import { injectAs, multipart, samples, type TestUser } from './helpers.ts';

/** Shared by the course test files: a 3-question test and helpers that post real multipart bodies. */
export const threeQuestions = {
  questions: [
    {
      text: 'MQTT hangi katmanda çalışır?',
      options: ['Uygulama', 'Fiziksel', 'Ağ', 'Veri bağı', 'Oturum'],
      correctAnswer: 0,
    },
    {
      text: 'Raspberry Pi nedir?',
      options: ['Yazıcı', 'Tek kartlı bilgisayar', 'Modem', 'Sensör', 'Ekran'],
      correctAnswer: 1,
    },
    { text: 'Güçlü parola kaç karakter olmalı?', options: ['4', '6', '8', '10', '12 ve üstü'], correctAnswer: 4 },
  ],
};

export interface CoursePayload {
  title?: string;
  description?: string;
  classes?: unknown;
  test?: unknown;
  category?: string;
}
export type FilePart = { field: string; filename: string; contentType: string; data: Buffer };
export const pdfPart = (data = samples.pdf, filename = 'ders-notu.pdf'): FilePart => ({
  field: 'pdfFiles',
  filename,
  contentType: 'application/pdf',
  data,
});

function body(p: CoursePayload, files: FilePart[]) {
  const fields: Record<string, string> = {
    title: p.title ?? 'Nesnelerin İnterneti 101',
    description: p.description ?? 'Sensörler, MQTT ve bulut',
    classes: typeof p.classes === 'string' ? p.classes : JSON.stringify(p.classes ?? []),
  };
  if (p.category !== undefined) fields.category = p.category;
  if (p.test !== undefined) fields.test = typeof p.test === 'string' ? p.test : JSON.stringify(p.test);
  return multipart(fields, files);
}

export function postCourse(app: FastifyInstance, user: TestUser | null, p: CoursePayload = {}, files: FilePart[] = []) {
  return injectAs(app, user, { method: 'POST', url: '/course/add', ...body(p, files) });
}

export function editCourse(
  app: FastifyInstance,
  user: TestUser | null,
  id: string,
  p: CoursePayload = {},
  files: FilePart[] = [],
) {
  return injectAs(app, user, { method: 'POST', url: `/course/edit/${id}`, ...body(p, files) });
}

/** Adds a course and answers its id (fails the test if the server refuses). */
export async function addCourse(
  app: FastifyInstance,
  user: TestUser,
  p: CoursePayload = {},
  files: FilePart[] = [],
): Promise<string> {
  const res = await postCourse(app, user, { test: threeQuestions, ...p }, files);
  if (res.statusCode !== 201) throw new Error(`course add failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
