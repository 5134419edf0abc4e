import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useTalentSettings } from '../api/invitations.ts';
import { ProvinceOptions } from './province-options.tsx';

/**
 * The student's talent-pool switch (consent `talent-pool`, off by default, withdrawable) with a plain account of what
 * companies see, and her province.
 */
export function TalentSettings({ profile }: { profile: StudentProfile }) {
  const { t } = useTranslation('workspace', { useSuspense: true, keyPrefix: 'talent' });
  const save = useTalentSettings();
  const [city, setCity] = useState(profile.city ?? '');
  const [error, setError] = useState<string>();
  const failed = (err: unknown) => {
    if (isSessionLost(err)) return;
    const message = err instanceof ApiError && err.status < 500 ? translateMessage(err.message) : t('saveFailed');
    setError(message);
    notify.error(message);
  };
  const toggle = () => {
    const openToWork = !profile.openToWork;
    save.mutate(
      { openToWork },
      {
        onSuccess: () => notify.success(openToWork ? t('poolJoined') : t('poolLeft')),
        onError: failed,
      },
    );
  };
  return (
    <section aria-labelledby="talent-pool-heading" className="flex flex-col gap-4">
      <h2 id="talent-pool-heading" className="text-xl font-semibold text-slate-900">
        {t('poolHeading')}
      </h2>
      <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={profile.openToWork}
            aria-describedby="talent-pool-explain"
            disabled={save.isPending}
            onClick={toggle}
            className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${
              profile.openToWork ? 'border-brand-700 bg-brand-700' : 'border-slate-500 bg-slate-200'
            }`}
          >
            <span className="sr-only">{t('poolSwitch')}</span>
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                profile.openToWork ? 'translate-x-5' : 'translate-x-0.5'
              }`}
            />
          </button>
          <div className="flex flex-col gap-1">
            <p className="font-medium text-slate-900" aria-hidden="true">
              {t('poolSwitch')}
            </p>
            <p className="text-sm font-medium text-brand-800" aria-live="polite">
              {profile.openToWork ? t('poolOn') : t('poolOff')}
            </p>
          </div>
        </div>
        <p id="talent-pool-explain" className="max-w-3xl text-sm text-slate-700">
          {t('poolExplain')}
        </p>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            save.mutate({ city: city || null }, { onSuccess: () => notify.success(t('citySaved')), onError: failed });
          }}
        >
          <Field label={t('yourCity')} hint={t('yourCityHint')} error={error} className="w-full max-w-xs">
            <Select name="city" value={city} onChange={(e) => setCity(e.target.value)}>
              <option value="">{t('noCity')}</option>
              <ProvinceOptions />
            </Select>
          </Field>
          <Button type="submit" variant="outline" disabled={save.isPending} className="mb-7">
            {t('saveCity')}
          </Button>
        </form>
      </div>
    </section>
  );
}
