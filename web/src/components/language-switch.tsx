import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn } from '../lib/cn.ts';
import { currentLang, switchLanguage } from '../lib/i18n.ts';

/**
 * The language switch of the header and the footer (docs/product.md): its accessible name is the target language, in
 * that language ('English' / 'Türkçe'), so a reader of either finds it. A link to the same page in the other
 * language (`?lang=`), so it works before the scripts run too; with them, the texts are swapped in place.
 */
export function LanguageSwitch({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = currentLang() === 'tr' ? 'en' : 'tr';
  const params = new URLSearchParams(search);
  params.set('lang', target);
  return (
    <a
      href={`${pathname}?${params.toString()}`}
      hrefLang={target}
      lang={target}
      className={cn('rounded-md px-2 py-1 text-sm font-medium underline-offset-4 hover:underline', className)}
      onClick={(event) => {
        event.preventDefault();
        void switchLanguage(target);
        onSwitch?.();
      }}
    >
      {t('language.switchTo')}
    </a>
  );
}
