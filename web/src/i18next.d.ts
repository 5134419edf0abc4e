import 'i18next';
import type { tr } from './locales/tr/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof tr;
  }
}
