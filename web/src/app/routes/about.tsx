import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { AboutView } from '../../features/about/components/about-view.tsx';
import { aboutTexts } from '../../features/about/texts.ts';

export default function Route() {
  const { user } = useSession();
  const actions =
    user?.role === 'admin' ? (
      <Button asChild variant="outline">
        <Link to="/aboutus/update-about-us">
          <Pencil aria-hidden="true" /> {aboutTexts.edit}
        </Link>
      </Button>
    ) : undefined;
  return (
    <Page title={aboutTexts.title} actions={actions}>
      <AboutView />
    </Page>
  );
}
