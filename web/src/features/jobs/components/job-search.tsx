import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_TYPES, jobFilters, PROVINCES, publicJobFilters } from '@beceri/domain';
import { FilterSelect, SearchedList } from '../../../components/list-filters.tsx';
import { useHydrated } from '../../../lib/hydrated.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useListSearch } from '../../../lib/url-filters.ts';
import { useJobList } from '../api/jobs.ts';
import { JobList } from './job-list.tsx';

const FILTER_NAMES = ['q', 'city', 'type', 'eligible'] as const;

/** A student's 'Bana uygun ilanlar' texts (the `matching` namespace, which a visitor's /jobs never loads). */
interface EligibleTexts {
  toggle: string;
  hint: string;
  empty: string;
}

/**
 * /jobs with its search: keyword, province and type of work kept in the address (`?q=&city=&type=`), so a
 * filtered list survives reload and can be shared; the count is announced politely; an empty result offers to clear.
 * A logged-in student also has 'Bana uygun ilanlar' (`?eligible=1`): only the jobs whose required courses she holds the
 * certificates of. Anyone else's list ignores it, as the page renderer does (domain/src/pages.ts).
 */
export function JobSearch({ loggedIn, student = false }: { loggedIn: boolean; student?: boolean }) {
  return student ? <StudentJobSearch /> : <JobSearchView loggedIn={loggedIn} />;
}

function StudentJobSearch() {
  const { t: tm } = useTranslation('matching', { useSuspense: true });
  return (
    <JobSearchView
      loggedIn
      eligibleTexts={{ toggle: tm('eligibleToggle'), hint: tm('eligibleHint'), empty: tm('eligibleEmpty') }}
    />
  );
}

function JobSearchView({ loggedIn, eligibleTexts }: { loggedIn: boolean; eligibleTexts?: EligibleTexts }) {
  const { t } = useTranslation('jobs');
  const student = eligibleTexts !== undefined;
  const { filters, filtered, page, set, clear } = useListSearch(FILTER_NAMES, (params) =>
    student ? jobFilters(params) : publicJobFilters(jobFilters(params)),
  );
  // The same query as the list below (TanStack Query shares it): only its total is read here.
  const total = useJobList(loggedIn, filters, page).data?.pages[0]?.total;
  return (
    <SearchedList
      label={t('search.region')}
      q={filters.q ?? ''}
      onSearch={(q) => set({ q })}
      onClear={clear}
      filtered={filtered}
      total={total}
      texts={{
        query: t('search.query'),
        placeholder: t('search.queryPlaceholder'),
        submit: t('search.submit'),
        clear: t('search.clear'),
        results: (count) => t('search.results', { count }),
      }}
      extra={
        eligibleTexts && (
          <EligibleToggle
            texts={eligibleTexts}
            checked={Boolean(filters.eligible)}
            onChange={(on) => set({ eligible: on ? '1' : '' })}
          />
        )
      }
      selects={
        <>
          <FilterSelect
            label={t('search.city')}
            name="city"
            value={filters.city ?? ''}
            onChange={(city) => set({ city })}
            allLabel={t('search.allCities')}
            options={PROVINCES.map((p) => ({ value: p, label: p }))}
          />
          <FilterSelect
            label={t('search.type')}
            name="type"
            value={filters.type ?? ''}
            onChange={(type) => set({ type })}
            allLabel={t('search.allTypes')}
            options={JOB_TYPES.map((type) => ({ value: type, label: translateMessage(`labels.jobType.${type}`) }))}
          />
        </>
      }
    >
      {(emptyAction) => (
        <JobList
          loggedIn={loggedIn}
          student={student}
          filters={filters}
          page={page}
          emptyText={filters.eligible ? eligibleTexts?.empty : filtered ? t('search.empty') : undefined}
          emptyAction={emptyAction}
        />
      )}
    </SearchedList>
  );
}

/** 'Bana uygun ilanlar': a student's list of the jobs whose requirements she meets, kept in the address. */
function EligibleToggle({
  texts,
  checked,
  onChange,
}: {
  texts: EligibleTexts;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const hintId = useId();
  // Like a button (ui/button.tsx): a tick before React owns the server's page would be undone by hydration.
  const hydrated = useHydrated();
  // The address decides, but a tick shows at once, while the list it asks for is read (the address follows then).
  const [shown, setShown] = useState(checked);
  const [addressSaid, setAddressSaid] = useState(checked);
  if (addressSaid !== checked) {
    setAddressSaid(checked);
    setShown(checked);
  }
  return (
    <div className="mb-3 flex flex-col gap-0.5">
      <label className="flex min-h-10 w-fit items-center gap-2 text-base font-medium text-slate-900">
        <input
          type="checkbox"
          name="eligible"
          className="size-5 accent-brand-700"
          checked={shown}
          disabled={!hydrated}
          aria-describedby={hintId}
          onChange={(e) => {
            setShown(e.target.checked);
            onChange(e.target.checked);
          }}
        />
        {texts.toggle}
      </label>
      <p id={hintId} className="pl-7 text-sm text-slate-600">
        {texts.hint}
      </p>
    </div>
  );
}
