import { useTranslation } from 'react-i18next';
import { LogList } from '../../features/logs/components/log-list.tsx';

export default function Route() {
  const { t } = useTranslation('logs', { useSuspense: true });
  return (
    <div className="mx-auto flex w-full max-w-[1440px] flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <LogList />
    </div>
  );
}
