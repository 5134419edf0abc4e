import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page.tsx';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <p className="mb-4 text-slate-700">{t('notFound.text')}</p>
      <Link className="text-brand-700 underline" to="/">
        {t('notFound.home')}
      </Link>
    </Page>
  );
}
