import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { AboutEditor } from '../../features/about/components/about-editor.tsx';

export default function Route() {
  const { t } = useTranslation('aboutEditor', { useSuspense: true });
  return (
    <Page title={t('title')}>
      <AboutEditor />
    </Page>
  );
}
