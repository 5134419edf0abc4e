import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { AboutView } from '../../features/about/components/about-view.tsx';

export default function Route() {
  const { t } = useTranslation('about', { useSuspense: true });
  const { user } = useSession();
  const actions =
    user?.role === 'admin' ? (
      <Button asChild variant="outline">
        <Link to="/aboutus/update-about-us">
          <Pencil aria-hidden="true" /> {t('edit')}
        </Link>
      </Button>
    ) : undefined;
  return (
    <Page title={t('title')} actions={actions}>
      <AboutView />
    </Page>
  );
}
