import { Page } from '../components/ui/page.tsx';

/** Shown by a route whose screen is still being built. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p className="text-slate-700">Bu sayfa yakında kullanıma açılacak.</p>
    </Page>
  );
}
