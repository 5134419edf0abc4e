import { expect } from '@playwright/test';
import { apiAs, type E2EUser } from '../fixtures.ts';
import { examBody } from './exams.ts';

/** What a spec's course says; what it leaves out gets a short default. */
export interface CourseFields {
  title: string;
  description?: string;
  category?: string;
  classes?: { title: string; description?: string; videoLink?: string }[];
  /** The exam as the API takes it (`examBody` of support/exams.ts); none: no exam. */
  test?: object;
}

/**
 * A course `teacher` adds through the API (SPEC's `POST /course/add`, published at once); its id. The journeys that
 * build a course in the browser are studio.spec and courses.spec: the others start from one made here.
 */
export async function addCourse(teacher: E2EUser, course: CourseFields): Promise<string> {
  const api = await apiAs(teacher);
  try {
    const res = await api.post('/course/add', {
      multipart: {
        title: course.title,
        description: course.description ?? 'Laboratuvar dersi.',
        ...(course.category ? { category: course.category } : {}),
        classes: JSON.stringify(course.classes ?? []),
        ...(course.test ? { test: JSON.stringify(course.test) } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  } finally {
    await api.dispose();
  }
}

/** `student` enrols in the course through the API. */
export async function enrol(student: E2EUser, courseId: string) {
  const api = await apiAs(student);
  try {
    const res = await api.post(`/courseEnrollement/enroll/${courseId}`);
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

/**
 * `student` enrols in a course with `examBody`'s exam and passes it through the API, so its certificate is issued (the
 * exam's own journey is exams.spec).
 */
export async function certify(student: E2EUser, courseId: string) {
  await enrol(student, courseId);
  const api = await apiAs(student);
  try {
    // docs/product.md's submission grades the open attempt.
    expect((await api.post(`/exam/${courseId}/attempts`)).status()).toBe(201);
    const graded = await api.post('/test/add', {
      data: { courseId, answers: examBody.questions.map((q) => q.correctAnswer) },
    });
    expect(((await graded.json()) as { status: string }).status).toBe('passed');
  } finally {
    await api.dispose();
  }
}
