import { describe, expect, it } from 'vitest';
import { jobFilters, publicJobFilters } from './filters.ts';
import { jobInputSchema } from './jobs.ts';
import { canonicalQuery, matchPage, pageQueries, renderedQuery } from './pages.ts';
import { meetsRequirements, requirementMatch } from './job-requirements.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const job = { title: 'Geliştirici', description: 'Açıklama', city: 'Kocaeli', type: 'fullTime' } as const;

describe('a job form’s course requirements', () => {
  it('takes up to 5 required and 5 preferred courses, a repeated id once', () => {
    const ids = [1, 2, 3, 4, 5].map(id);
    expect(jobInputSchema.parse({ ...job, requiredCourseIds: ids }).requiredCourseIds).toEqual(ids);
    const parsed = jobInputSchema.parse({
      ...job,
      requiredCourseIds: [id(1), id(2), id(1)],
      preferredCourseIds: [id(9)],
    });
    expect(parsed.requiredCourseIds).toEqual([id(1), id(2)]);
    expect(parsed.preferredCourseIds).toEqual([id(9)]);
  });

  it('leaves both lists out when the form names none (an edit keeps the stored ones)', () => {
    const parsed = jobInputSchema.parse(job);
    expect(parsed.requiredCourseIds).toBeUndefined();
    expect(parsed.preferredCourseIds).toBeUndefined();
  });

  it('refuses a sixth course, an id that is not one, and a course in both lists, naming the field', () => {
    const issues = (input: object) =>
      jobInputSchema.safeParse({ ...job, ...input }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ preferredCourseIds: [1, 2, 3, 4, 5, 6].map(id) })).toEqual([
      ['preferredCourseIds', 'jobs.requirementsMax?max=5'],
    ]);
    expect(issues({ requiredCourseIds: ['python'] })).toEqual([['requiredCourseIds.0', 'jobs.requirementInvalid']]);
    expect(issues({ requiredCourseIds: [id(1)], preferredCourseIds: [id(2), id(1)] })).toEqual([
      ['preferredCourseIds', 'jobs.requirementsBoth'],
    ]);
  });
});

describe('a student’s match against a job’s required courses', () => {
  const python = { courseId: id(1), title: 'Python 101' };
  const network = { courseId: id(2), title: 'Ağ Temelleri' };
  const security = { courseId: id(3), title: 'Siber Güvenlik' };

  it('counts the certificates held and lists the missing courses in Turkish alphabetical order', () => {
    const match = requirementMatch([security, python, network], new Set([id(1)]));
    expect(match).toEqual({ required: 3, met: 1, missing: [network, security] });
    expect(meetsRequirements(match)).toBe(false);
  });

  it('is met by holding every certificate, and by anyone for a job that requires nothing', () => {
    expect(meetsRequirements(requirementMatch([python], new Set([id(1), id(9)])))).toBe(true);
    expect(requirementMatch([], new Set())).toEqual({ required: 0, met: 0, missing: [] });
    expect(meetsRequirements(requirementMatch([], new Set()))).toBe(true);
  });
});

describe("'Bana uygun ilanlar' in the address of /jobs", () => {
  const jobs = matchPage('/jobs');
  const search = 'q=yaz%C4%B1l%C4%B1m&eligible=1&page=2';

  it('is a student’s own list: never in a visitor’s cached page nor in the canonical address', () => {
    expect(jobFilters(new URLSearchParams(search))).toEqual({ q: 'yazılım', eligible: '1' });
    expect(canonicalQuery(jobs.page, search)).toBe('q=yaz%C4%B1l%C4%B1m&page=2');
    expect(canonicalQuery(jobs.page, 'eligible=1')).toBe('');
    expect(pageQueries(jobs, false, search)[0]).toMatchObject({
      key: ['jobs', 'list', false, { q: 'yazılım' }, { page: 2 }],
      path: '/job/all?page=2&limit=24&q=yaz%C4%B1l%C4%B1m',
    });
    // A logged-in company or admin reads the whole list too.
    expect(pageQueries(jobs, true, search)[0].path).not.toContain('eligible');
  });

  it('is read and rendered for a logged-in student, under the key her list uses', () => {
    expect(pageQueries(jobs, true, search, true)[0]).toMatchObject({
      key: ['jobs', 'list', true, { q: 'yazılım', eligible: '1' }, { page: 2 }],
      path: '/job/get?page=2&limit=24&q=yaz%C4%B1l%C4%B1m&eligible=1',
    });
    expect(renderedQuery(jobs.page, search, true)).toBe('q=yaz%C4%B1l%C4%B1m&page=2&eligible=1');
    expect(renderedQuery(jobs.page, 'eligible=1', true)).toBe('eligible=1');
    expect(renderedQuery(jobs.page, search, false)).toBe('q=yaz%C4%B1l%C4%B1m&page=2');
    expect(renderedQuery(jobs.page, 'eligible=yes', true)).toBe('');
  });

  it('leaves the other filters of a visitor as they were', () => {
    expect(publicJobFilters({ city: 'Kocaeli', eligible: '1' })).toEqual({ city: 'Kocaeli' });
  });
});
