import 'i18next';
import type { allTr } from './locales/all.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof allTr;
  }
}
