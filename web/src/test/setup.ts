import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startI18n } from '../lib/i18n.ts';

// Components read their texts through i18next: the Turkish interface, as a first visit without preferences sees it.
await startI18n('tr');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
