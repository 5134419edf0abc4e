import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BellPlus } from 'lucide-react';
import { JOB_ALERTS_MAX, jobFilters } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useJobAlerts, useSaveJobAlert } from '../api/job-alerts.ts';

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

/**
 * 'Bu aramayı kaydet' on /jobs (a logged-in student's, decision 064): saves the search in the address as a job alert.
 * Already saved, it says so; at five saved it is disabled and says why, with the way to the profile. Loaded lazily with
 * its texts, so a visitor's /jobs carries neither.
 */
export default function SaveSearch() {
  const { t } = useTranslation('matching', { keyPrefix: 'alerts', useSuspense: true });
  // The search in the address, as the list reads it ('Bana uygun ilanlar' is a view, not part of a saved search).
  const { q, city, type } = jobFilters(useSearchParams()[0]);
  const filters = { q, city, type };
  const alerts = useJobAlerts();
  const save = useSaveJobAlert();
  const hintId = useId();
  const list = alerts.data ?? [];
  const saved = list.some((a) => same(a.q, filters.q) && same(a.city, filters.city) && same(a.type, filters.type));
  const full = !saved && list.length >= JOB_ALERTS_MAX;
  const onSave = () =>
    save.mutate(filters, {
      onSuccess: () => notify.success(t('saved')),
      onError: (err) => notify.error(err instanceof ApiError ? err.message : t('failed')),
    });
  return (
    <div className="flex max-w-md flex-col items-start gap-1 sm:items-end sm:text-right">
      {saved ? (
        <p className="flex min-h-10 items-center font-medium text-brand-800" role="status">
          {t('alreadySaved')}
        </p>
      ) : (
        <Button
          variant="secondary"
          onClick={onSave}
          disabled={full || alerts.isPending || save.isPending}
          aria-describedby={hintId}
        >
          <BellPlus aria-hidden="true" />
          {t('save')}
        </Button>
      )}
      <p id={hintId} className="text-sm text-slate-600">
        {full ? t('full', { max: JOB_ALERTS_MAX }) : saved ? t('alreadySavedHint') : t('saveHint')}{' '}
        {(full || saved) && (
          <Link to="/StudentProfile#job-alerts" className="font-medium text-brand-700 underline underline-offset-2">
            {t('manage')}
          </Link>
        )}
      </p>
    </div>
  );
}
