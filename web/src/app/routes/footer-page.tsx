import { Page } from '../../components/ui/page.tsx';
import { Footer } from '../layouts/footer.tsx';

/** SPEC.md's /footer: the footer block (funding disclaimer, logos, contact) as a page of its own. */
export default function Route() {
  return (
    <Page title="Künye ve iletişim">
      <div className="overflow-hidden rounded-xl shadow-sm">
        <Footer />
      </div>
    </Page>
  );
}
