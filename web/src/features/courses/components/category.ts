import { useTranslation } from 'react-i18next';
import { isCourseCategory } from '@beceri/domain';

/** A stored course category (docs/product.md) as the reader's language names it; anything else as it is. */
export function useCategoryLabel() {
  const { t } = useTranslation('courses');
  return (category: string) => (isCourseCategory(category) ? t(`search.categories.${category}`) : category);
}
