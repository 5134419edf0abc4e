import { useSearchParams } from 'react-router';
import { hasFilters, listPage, type CourseFilters, type JobFilters } from '@beceri/domain/filters';

/**
 * A list's filters kept in the page's address (`?q=&city=…`): shareable, and reload keeps them. A change
 * is a new history entry, so Back returns to the previous search; an empty value leaves the address, and so does
 * the page number (a new search starts at its first page).
 */
export function useUrlFilters(names: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('page');
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  const clear = () => set(Object.fromEntries(names.map((n) => [n, undefined])));
  return { params, set, clear };
}

/** The filters of a searched list as `parse` reads them from the address, and how to change or clear them. */
export function useListSearch<F extends JobFilters | CourseFilters>(
  names: readonly string[],
  parse: (params: URLSearchParams) => F,
) {
  const { params, set, clear } = useUrlFilters(names);
  const filters = parse(params);
  return { filters, filtered: hasFilters(filters), page: listPage(params), set, clear };
}

/** The page of a public list the address names (`?page=3`): the list starts there (docs/product.md). */
export function useListPage(): number {
  const [params] = useSearchParams();
  return listPage(params);
}
