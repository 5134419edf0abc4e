import { useTranslation } from 'react-i18next';
import { applicationStatusLabel } from '@beceri/domain/jobs';
import { translateMessage } from '../../lib/i18n.ts';

/**
 * An application's status in the reader's language, from the code the API stores (docs/product.md); the labels are the
 * domain's (`labels.applicationStatus`), shared with the server's mails.
 */
export function useStatusLabel() {
  useTranslation(); // re-renders the caller when the language changes
  return (status: unknown) => translateMessage(applicationStatusLabel(status));
}
