import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PasswordOwner } from '../api/accounts.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

/** The masked password of a profile with its change control. */
export function PasswordRow({ role }: { role: PasswordOwner }) {
  const { t } = useTranslation('accounts', { useSuspense: true });
  return (
    <>
      <dt className="flex items-center gap-2 font-medium text-slate-800">
        <KeyRound className="size-4" aria-hidden="true" />
        {t('password')}
      </dt>
      <dd className="flex items-center gap-2">
        <span aria-label={t('hiddenPassword')} className="tracking-widest text-slate-900">
          ••••••••
        </span>
        <ChangePasswordDialog role={role} />
      </dd>
    </>
  );
}
