import { useTranslation } from 'react-i18next';
import { JOB_TYPES, jobFilters, PROVINCES } from '@beceri/domain';
import { FilterSelect, SearchedList } from '../../../components/list-filters.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useListSearch } from '../../../lib/url-filters.ts';
import { useJobList } from '../api/jobs.ts';
import { JobList } from './job-list.tsx';

const FILTER_NAMES = ['q', 'city', 'type'] as const;

/**
 * /jobs with its search: keyword, province and type of work kept in the address (`?q=&city=&type=`), so a
 * filtered list survives reload and can be shared; the count is announced politely; an empty result offers to clear.
 */
export function JobSearch({ loggedIn, student = false }: { loggedIn: boolean; student?: boolean }) {
  const { t } = useTranslation('jobs');
  const { filters, filtered, page, set, clear } = useListSearch(FILTER_NAMES, jobFilters);
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
      selects={
        <>
          <FilterSelect
            label={t('search.city')}
            value={filters.city ?? ''}
            onChange={(city) => set({ city })}
            allLabel={t('search.allCities')}
            options={PROVINCES.map((p) => ({ value: p, label: p }))}
          />
          <FilterSelect
            label={t('search.type')}
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
          emptyText={filtered ? t('search.empty') : undefined}
          emptyAction={emptyAction}
        />
      )}
    </SearchedList>
  );
}
