import { Page } from '../../components/ui/page.tsx';
import { AboutEditor } from '../../features/about/components/about-editor.tsx';
import { aboutTexts } from '../../features/about/texts.ts';

export default function Route() {
  return (
    <Page title={aboutTexts.editor.title}>
      <AboutEditor />
    </Page>
  );
}
