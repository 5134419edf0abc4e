import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, lazyTexts, startI18n } from '../lib/i18n.ts';

// The server's render is tested without a DOM (entry-server.test.tsx, `@vitest-environment node`): it loads its own
// texts, and there is no page to clean.
if (typeof window !== 'undefined') {
  // Components read their texts through i18next: the Turkish interface, as a first visit without preferences sees it.
  await startI18n('tr');
  // The lazy namespaces too, as a screen's placeholder would wait for them: components under test render at once.
  await i18n.loadNamespaces(Object.keys(lazyTexts.tr));

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
