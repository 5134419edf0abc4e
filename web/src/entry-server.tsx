/**
 * The server's render of a page (decision 039): the same components as the browser's, in the request's language,
 * from the data the page carries as its boot data. Built by `vite build --ssr` into `dist/.ssr/entry-server.js`
 * and loaded by the server's page renderer (server/src/modules/pages/).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import i18next, { type i18n as I18n } from 'i18next';
import type { Lang } from '@beceri/domain/i18n';
import type { BootData } from '@beceri/domain/page-boot';
import { Providers } from './app/providers.tsx';
import { publicConfigQuery } from './app/public-config.ts';
import { AppRoutes, preloadAllScreens } from './app/router.tsx';
import { seedQueries } from './lib/boot.ts';
import { withI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { allEn, allTr } from './locales/all.ts';

export interface ServerRender {
  /** The path and query the page answers. */
  url: string;
  boot: BootData;
}

/**
 * One i18next instance per language, every namespace loaded: a render never waits for texts, and a page's
 * instance never changes language, so the two serve every request (renders run one at a time).
 */
function languageInstance(lang: Lang, resources: Record<string, object>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['tr', 'en'],
    defaultNS: 'common',
    ns: Object.keys(resources),
    resources: { [lang]: resources },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

let instances: Record<Lang, I18n> | undefined;

/** Loads every screen and both languages' texts once, before the first render. */
export async function prepare(): Promise<void> {
  await preloadAllScreens();
  instances ??= { tr: languageInstance('tr', allTr), en: languageInstance('en', allEn) };
}

/** The markup of the page's root element, as the browser's first render will make it from the same boot data. */
export function render({ url, boot }: ServerRender): string {
  if (!instances) throw new Error('prepare() must finish before render()');
  const i18n = instances[boot.lang];
  const client = createQueryClient();
  seedQueries(client, boot, publicConfigQuery.queryKey);
  try {
    return withI18n(i18n, () =>
      renderToString(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <StaticRouter location={url}>
              <Providers client={client}>
                <AppRoutes />
              </Providers>
            </StaticRouter>
          </I18nextProvider>
        </StrictMode>,
      ),
    );
  } finally {
    client.clear();
  }
}
