import { useTranslation } from 'react-i18next';

const STATUSES = ['In Review', 'Shortlisted', 'Rejected', 'Hired'] as const;
type KnownStatus = (typeof STATUSES)[number];
const isKnown = (status: unknown): status is KnownStatus => STATUSES.includes(status as KnownStatus);

/** An application's status in the reader's language, from the code the API stores (DESIGN.md §8). */
export function useStatusLabel() {
  const { t } = useTranslation('jobs');
  return (status: unknown) => (isKnown(status) ? t(`statuses.${status}`) : t('statuses.unknown'));
}
