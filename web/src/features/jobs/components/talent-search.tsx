import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { labelKey, type TalentCard } from '@beceri/domain';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useCourseChoices } from '../api/course-choices.ts';
import { useOwnJobs } from '../api/jobs.ts';
import { pagedItems } from '../../../lib/paged-query.ts';
import { useTalentSearch, type TalentFilters } from '../api/talent.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { ProvinceOptions } from './province-options.tsx';

/** The filters as the address holds them, so a search can be reloaded, shared and gone back to. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: TalentFilters = {
    courseId: params.get('courseId') || undefined,
    city: params.get('city') || undefined,
    q: params.get('q') || undefined,
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (next: TalentFilters, nextPage = 1) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    if (nextPage > 1) p.set('page', String(nextPage));
    setParams(p);
  };
  return { filters, page, set };
}

/** One candidate: first name and initial, education, job-seeking status, province, certificates, this company's invitations. */
function CandidateCard({ card, jobTitles }: { card: TalentCard; jobTitles: Map<string, string> }) {
  const { t } = useTranslation('workspace', { useSuspense: true, keyPrefix: 'talent' });
  const [open, setOpen] = useState(false);
  const headingId = `talent-${card.studentId}`;
  const titlesOf = (status: string) =>
    card.invitations
      .filter((i) => i.status === status)
      .map((i) => jobTitles.get(i.jobId) ?? '…')
      .join(', ');
  return (
    <li aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <CardTitle id={headingId}>{card.displayName}</CardTitle>
          <div className="flex flex-wrap gap-2">
            {(['pending', 'accepted', 'declined'] as const).map((status) => {
              const titles = titlesOf(status);
              if (!titles) return null;
              const key = status === 'pending' ? 'invited' : status;
              return (
                <StatusBadge key={status} tone={status === 'accepted' ? 'done' : 'neutral'}>
                  {t(key, { jobs: titles })}
                </StatusBadge>
              );
            })}
          </div>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-slate-900">{t('education')}</dt>
            <dd>{translateMessage(labelKey('education', card.educationLevel))}</dd>
            <dt className="font-medium text-slate-900">{t('jobSeeking')}</dt>
            <dd>{translateMessage(labelKey('jobSeeking', card.jobSeekingStatus))}</dd>
            <dt className="font-medium text-slate-900">{t('cityLabel')}</dt>
            <dd>{card.city ?? t('cityNotGiven')}</dd>
          </dl>
          <div>
            <h4 className="text-sm font-semibold text-slate-900">{t('passedCourses')}</h4>
            {card.passedCourses.length === 0 ? (
              <p className="text-sm text-slate-700">{t('noCourses')}</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {card.passedCourses.map((c) => (
                  <li key={c.certificateCode}>
                    <span className="font-medium">{c.title}</span>
                    {' · '}
                    <Link
                      to={`/dogrula/${c.certificateCode}`}
                      className="text-brand-700 underline underline-offset-2"
                      aria-label={t('verifyCertificate', { code: c.certificateCode })}
                    >
                      {t('certificateCode', { code: c.certificateCode })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </CardContent>
        <CardFooter>
          <Button onClick={() => setOpen(true)} aria-label={t('inviteLabel', { name: card.displayName })}>
            {t('invite')}
          </Button>
          {open && <InviteDialog card={card} open={open} onOpenChange={setOpen} />}
        </CardFooter>
      </Card>
    </li>
  );
}

/** The company's talent search: course, province and keyword; cards a page at a time. */
export function TalentSearch() {
  const { t } = useTranslation('workspace', { useSuspense: true, keyPrefix: 'talent' });
  const { filters, page, set } = useFilters();
  const courses = useCourseChoices();
  const result = useTalentSearch(filters, page);
  const own = useOwnJobs(100);
  const jobTitles = new Map(pagedItems(own.data).map((j) => [j.id, j.title]));
  const [draft, setDraft] = useState(filters);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    set({ ...draft, q: draft.q?.trim() || undefined });
  };
  const refused = result.error instanceof ApiError && result.error.status < 500 ? result.error : null;
  const pageCount = result.data ? Math.ceil(result.data.total / result.data.pageSize) : 1;

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-slate-700">{t('intro')}</p>
      <form
        role="search"
        aria-label={t('filters')}
        onSubmit={onSubmit}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.5fr_auto] lg:items-start"
      >
        <Field label={t('course')}>
          <Select
            name="courseId"
            value={draft.courseId ?? ''}
            onChange={(e) => setDraft({ ...draft, courseId: e.target.value || undefined })}
          >
            <option value="">{t('anyCourse')}</option>
            {(courses.data ?? []).map((c) => (
              <option key={c.courseId} value={c.courseId}>
                {c.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('city')}>
          <Select
            name="city"
            value={draft.city ?? ''}
            onChange={(e) => setDraft({ ...draft, city: e.target.value || undefined })}
          >
            <option value="">{t('anyCity')}</option>
            <ProvinceOptions />
          </Select>
        </Field>
        <Field label={t('keyword')} hint={t('keywordHint')}>
          <Input
            name="q"
            type="search"
            value={draft.q ?? ''}
            maxLength={100}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </Field>
        <div className="flex gap-2 lg:mt-[26px]">
          <Button type="submit">{t('search')}</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft({});
              set({});
            }}
          >
            {t('clear')}
          </Button>
        </div>
      </form>

      {refused ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {translateMessage(refused.message)}
        </p>
      ) : result.isError ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : !result.data ? (
        <CardGridSkeleton />
      ) : (
        <section aria-labelledby="talent-results" className="flex flex-col gap-4">
          <h2 id="talent-results" className="text-lg font-semibold text-slate-900" aria-live="polite">
            {t('results', { count: result.data.total })}
          </h2>
          {result.data.items.length === 0 ? (
            <EmptyState>{t('none')}</EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {result.data.items.map((card) => (
                <CandidateCard key={card.studentId} card={card} jobTitles={jobTitles} />
              ))}
            </ul>
          )}
          {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPage={(p) => set(filters, p)} />}
        </section>
      )}
    </div>
  );
}
