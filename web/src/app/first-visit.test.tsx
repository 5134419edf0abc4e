import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchPage, pageQueries, pages } from '@beceri/domain/pages';
import { aboutQuery } from '../features/about/api/about.ts';
import { programmeQuery } from '../features/home/api/programme.ts';
import { courseListQuery, courseQuery } from '../features/courses/api/courses.ts';
import { jobListQuery, jobQuery } from '../features/jobs/api/jobs.ts';
import { newsListQuery, newsPostQuery } from '../features/news/api/news.ts';
import { sessionQuery } from '../features/auth/api/session.ts';
import { takeBootData, seedQueries } from '../lib/boot.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { JobList } from '../features/jobs/components/job-list.tsx';
import { publicConfigQuery, usePublicConfig } from './public-config.ts';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

/** The query a screen runs and the one the server preloads for it must be the same key and path. */
describe('the first data the server preloads', () => {
  const cases = [
    ['/jobs', false, jobListQuery(false).queryKey, '/job/all'],
    ['/jobs', true, jobListQuery(true).queryKey, '/job/get'],
    ['/courses', false, courseListQuery(false).queryKey, '/course/all'],
    ['/courses', true, courseListQuery(true).queryKey, '/course/getCourses'],
    ['/haberler', false, newsListQuery().queryKey, '/blog/all'],
    ['/aboutus', false, aboutQuery.queryKey, '/aboutus'],
    ['/', false, programmeQuery.queryKey, '/programme'],
    ['/jobinfopage/j1', false, jobQuery('j1').queryKey, '/job/getJob/j1'],
    ['/courseInfoPage/c1', false, courseQuery('c1').queryKey, '/course/get/c1'],
    ['/courseEnroll/c1', false, courseQuery('c1').queryKey, '/course/get/c1'],
    ['/haberler/details/n1', false, newsPostQuery('n1').queryKey, '/blog/get/n1'],
  ] as const;
  it.each(cases)("%s (logged in: %s) under the screen's own key", (pathname, loggedIn, key, apiPath) => {
    const [query] = pageQueries(matchPage(pathname), loggedIn);
    expect(query.key).toEqual(key);
    expect(query.path.split('?')[0]).toBe(apiPath);
  });

  it('lists every route of the router, with the screen it loads', () => {
    const router = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
    const routes = [
      ...router.matchAll(/\{\s*path: '([^']+)',\s*screen: screen\(\(\) => import\('\.\/routes\/([a-z-]+)\.tsx'\)\)/g),
    ].map(([, p, s]) => [p.startsWith('/') ? p : `/admin/${p}`, s]);
    expect(routes.length).toBeGreaterThan(30);
    const table = new Map(pages.map((p) => [p.path, p.screen]));
    // A route whose last segment is optional (`/:tab?`) stands for its base path and each page one fixed segment below.
    const base = (route: string) => route.replace(/\/:\w+\?$/, '');
    const covers = (route: string, screen: string, page: { path: string; screen: string }) =>
      route === page.path ||
      (route.endsWith('?') &&
        page.screen === screen &&
        (page.path === base(route) || new RegExp(`^${base(route)}/[a-z-]+$`).test(page.path)));
    expect(routes.filter(([p, s]) => table.get(base(p)) !== s)).toEqual([]);
    expect(
      pages.filter((p) => p.path !== '/admin' && !routes.some(([r, s]) => covers(r, s, p))).map((p) => p.path),
    ).toEqual([]);
  });
});

describe('the boot data', () => {
  const boot = {
    lang: 'tr',
    session: { id: 'u1', role: 'student', name: 'Ayşe', email: 'a@example.com' },
    config: {
      contactEmail: 'iletisim@example.com',
      contactPhone: '1',
      qualificationAuthorityUrl: '',
      examSignupUrl: '',
      orgName: 'Oda',
    },
    queries: [
      {
        key: ['jobs', 'list', false],
        data: {
          pages: [
            {
              items: [
                {
                  id: 'j1',
                  title: 'Analist',
                  description: 'Veri',
                  category: '',
                  addedByType: 'Company',
                  company: 'Körfez',
                  createdAt: '2026-11-20T09:00:00.000Z',
                  city: 'Kocaeli',
                  type: 'fullTime',
                  deadline: null,
                },
              ],
              total: 1,
            },
          ],
          pageParams: [1],
        },
      },
    ],
  };

  it('is read once, removed from the page, and ignored when missing or broken', () => {
    document.body.innerHTML = `<script type="application/json" id="boot">${JSON.stringify(boot)}</script>`;
    expect(takeBootData()).toEqual(boot);
    expect(document.getElementById('boot')).toBeNull();
    expect(takeBootData()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="boot">{not json</script>';
    expect(takeBootData()).toBeNull();
  });

  it('answers the session, the config and the list without a request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no request expected'));
    const qc = createQueryClient();
    seedQueries(qc, boot as never, publicConfigQuery.queryKey);
    expect(await qc.fetchQuery(sessionQuery)).toMatchObject({ id: 'u1', name: 'Ayşe' });
    function Footer() {
      return <p>{usePublicConfig()?.contactEmail}</p>;
    }
    render(
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <Footer />
          <JobList loggedIn={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Analist')).toBeVisible();
    expect(screen.getByText('iletisim@example.com')).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
