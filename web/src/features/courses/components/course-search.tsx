import { useTranslation } from 'react-i18next';
import { COURSE_CATEGORIES, courseFilters } from '@beceri/domain';
import { FilterSelect, SearchedList } from '../../../components/list-filters.tsx';
import { useListSearch } from '../../../lib/url-filters.ts';
import { useCourseList } from '../api/courses.ts';
import { useCategoryLabel } from './category.ts';
import { CourseList } from './course-list.tsx';

const FILTER_NAMES = ['q', 'category'] as const;

/**
 * /courses with its search: keyword and category kept in the address (`?q=&category=`), so a filtered
 * list survives reload and can be shared; the count is announced politely; an empty result offers to clear.
 */
export function CourseSearch({ loggedIn, student = false }: { loggedIn: boolean; student?: boolean }) {
  const { t } = useTranslation('courses');
  const categoryLabel = useCategoryLabel();
  const { filters, filtered, page, set, clear } = useListSearch(FILTER_NAMES, courseFilters);
  // The same query as the list below (TanStack Query shares it): only its total is read here.
  const total = useCourseList(loggedIn, filters, page).data?.pages[0]?.total;
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
      columns="lg:grid-cols-[2fr_1fr_auto]"
      selects={
        <FilterSelect
          label={t('search.category')}
          name="category"
          value={filters.category ?? ''}
          onChange={(category) => set({ category })}
          allLabel={t('search.allCategories')}
          options={COURSE_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
        />
      }
    >
      {(emptyAction) => (
        <CourseList
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
