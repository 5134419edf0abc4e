import { useEffect, useRef } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLang } from '@beceri/domain/i18n';

/**
 * Sets `document.title` on every client-side navigation and language switch from the table the server's pages
 * use (`@beceri/domain/pages`); a job's, course's or news post's page takes the item's title once it is read.
 * The server titled the first page, so the table loads with the first change, not with the first visit.
 */
export function usePageTitle() {
  const { pathname } = useLocation();
  const language = useTranslation().i18n.language;
  const lang = isLang(language) ? language : 'tr';
  const qc = useQueryClient();
  const first = useRef<string | null>(`${pathname} ${lang}`);
  useEffect(() => {
    if (first.current === `${pathname} ${lang}`) return;
    first.current = null;
    let stopped = false;
    let unsubscribe = () => {};
    void import('@beceri/domain/pages').then(({ matchPage, pageQueries, pageTitle }) => {
      if (stopped) return;
      const match = matchPage(pathname);
      const firstQuery = match.page.data ? pageQueries(match, false)[0] : undefined;
      const itemKey = firstQuery?.kind === 'item' ? firstQuery.key : undefined;
      const apply = () => {
        const item = itemKey ? qc.getQueryData<{ title?: unknown }>(itemKey) : undefined;
        document.title = pageTitle(match, lang, typeof item?.title === 'string' ? item.title : undefined);
      };
      apply();
      if (itemKey) {
        const hash = hashKey(itemKey);
        unsubscribe = qc.getQueryCache().subscribe((event) => event.query.queryHash === hash && apply());
      }
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [pathname, lang, qc]);
}
