import { Link } from 'react-router';
import { Page } from '../../components/ui/page.tsx';

export default function NotFound() {
  return (
    <Page title="Sayfa bulunamadı">
      <p className="mb-4 text-slate-700">Aradığınız sayfa bulunamadı ya da taşınmış olabilir.</p>
      <Link className="text-brand-700 underline" to="/">
        Ana Sayfa&apos;ya dön
      </Link>
    </Page>
  );
}
