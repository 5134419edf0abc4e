import { describe, expect, it } from 'vitest';
import { logText, logTypeOf, personIds } from './log-events.ts';
import { en } from './locales/logs/en.ts';
import { tr } from './locales/logs/tr.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const texts = (entry: string | Record<string, string>) => (typeof entry === 'string' ? { '': entry } : entry);

describe('activity log events', () => {
  it('word every event and case in both languages with the same parameters', () => {
    for (const [event, trEntry] of Object.entries(tr.events)) {
      const enEntry = texts(en.events[event as keyof typeof en.events]);
      for (const [variant, text] of Object.entries(texts(trEntry))) {
        expect(placeholders(enEntry[variant]), `${event} ${variant}`).toEqual(placeholders(text));
      }
      expect(Object.keys(enEntry).sort(), event).toEqual(Object.keys(texts(trEntry)).sort());
    }
  });

  it('read in the language asked for, a deleted person as such', () => {
    const entry = {
      event: 'application.moved',
      params: { status: 'Hired', companyId: 'c', companyName: 'Körfez Bilişim', studentId: null, studentName: null },
      text: '',
    };
    const params = { ...entry.params, jobId: 'j', jobTitle: 'Stajyer' };
    expect(logText({ ...entry, params }, 'tr')).toBe(
      'Körfez Bilişim şirketi Silinmiş kullanıcı adlı öğrenciyi "Stajyer" ilanı için işe aldı',
    );
    expect(logText({ ...entry, params }, 'en')).toBe(
      'Company Körfez Bilişim hired student Deleted user for the job "Stajyer"',
    );
  });

  it('name an untitled class and keep what they cannot read as it was written', () => {
    const params = { by: 'admin', courseId: 'c', courseTitle: 'Ağ 101', classTitle: '' };
    expect(logText({ event: 'course.classAdded', params, text: '' }, 'en')).toBe(
      'An administrator added the class "Untitled" to the course "Ağ 101"',
    );
    expect(logText({ event: 'legacy', params: {}, text: 'Eski bir kayıt' }, 'en')).toBe('Eski bir kayıt');
    expect(logText({ event: 'exam.graded', params: {}, text: '' }, 'tr')).toBe('');
  });

  it('take their type from the event, as docs/product.md sorts them', () => {
    expect(
      logTypeOf('course.added', { by: 'teacher', teacherId: 't', teacherName: 'Z', courseId: 'c', courseTitle: 'x' }),
    ).toBe('teacher');
    expect(logTypeOf('course.added', { by: 'admin', courseId: 'c', courseTitle: 'x' })).toBe('other');
    expect(logTypeOf('job.added', { by: 'company', companyId: 'c', companyName: 'A', jobId: 'j', jobTitle: 'x' })).toBe(
      'company',
    );
    expect(logTypeOf('course.enrolled', { studentId: 's', studentName: 'A', courseId: 'c', courseTitle: 'x' })).toBe(
      'student',
    );
    expect(logTypeOf('teacher.created', { teacherId: 't', teacherName: 'Z' })).toBe('other');
  });

  it('name their people by the ids beside their names', () => {
    expect(
      personIds({ companyId: 'c', companyName: 'A', studentId: 's', studentName: null, jobId: 'j', jobTitle: 'x' }),
    ).toEqual(['c', 's']);
  });
});
