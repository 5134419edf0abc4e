import { useTranslation } from 'react-i18next';
import type { RequirementMatch } from '@beceri/domain';
import { StatusBadge } from '../../../components/status-badge.tsx';

/**
 * A student's match on her job card: that she meets the requirements, or which courses she still needs. Mounted only
 * for a student's cards (a visitor's list has no `match`), so a visitor's /jobs never loads its texts.
 */
export function CardMatch({ match }: { match: RequirementMatch }) {
  const { t: tm } = useTranslation('matching', { useSuspense: true });
  if (match.required === 0) return null;
  if (match.met === match.required) return <StatusBadge className="mt-3">{tm('cardMet')}</StatusBadge>;
  return (
    <p className="mt-3 text-sm font-medium text-amber-900">
      {tm('cardMissing', { count: match.missing.length, titles: match.missing.map((c) => c.title).join(', ') })}
    </p>
  );
}
