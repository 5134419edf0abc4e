import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { Footer } from '../layouts/footer.tsx';

/** docs/product.md's /footer: the footer block (funding statement, partners, contact) as a page of its own. */
export default function Route() {
  const { t } = useTranslation();
  return (
    <Page title={t('footer.pageTitle')}>
      <div className="overflow-hidden rounded-xl shadow-sm">
        <Footer />
      </div>
    </Page>
  );
}
