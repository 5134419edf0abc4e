import { describe, expect, it } from 'vitest';
import { crumbsFor } from './admin-layout.tsx';
import { navLinksFor } from './nav-links.ts';

describe('navLinksFor', () => {
  it('gives jobs and courses only to students and visitors', () => {
    const has = (role: Parameters<typeof navLinksFor>[0], to: string) => navLinksFor(role).some((l) => l.to === to);
    for (const role of ['student', null] as const) expect(has(role, '/jobs') && has(role, '/courses')).toBe(true);
    for (const role of ['company', 'teacher'] as const) expect(has(role, '/jobs') || has(role, '/courses')).toBe(false);
  });

  it('sends each role to its own profile', () => {
    expect(navLinksFor('company').find((l) => l.label === 'nav.profile')?.to).toBe('/CompanyProfile');
    expect(navLinksFor('teacher').find((l) => l.label === 'nav.profile')?.to).toBe('/TeacherProfile');
    expect(navLinksFor('admin').some((l) => l.label === 'nav.profile')).toBe(false);
  });
});

describe('crumbsFor', () => {
  it("reads 'Yönetim paneli' > section > page from the admin path, its root the dashboard at /admin", () => {
    expect(crumbsFor('/admin/courses/edit-course/42').map((c) => c.label)).toEqual([
      'admin.dashboard',
      'admin.courses',
      'admin.editCourse',
    ]);
    expect(crumbsFor('/admin/logs').map((c) => c.label)).toEqual(['admin.dashboard', 'admin.logs']);
    expect(crumbsFor('/admin/logs')[0].to).toBe('/admin');
    expect(crumbsFor('/admin').map((c) => c.label)).toEqual(['admin.dashboard']);
  });
});
