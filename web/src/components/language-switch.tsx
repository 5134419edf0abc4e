import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { currentLang, switchLanguage } from '../lib/i18n.ts';

/**
 * The language switch of the header and the footer (DESIGN.md §8): its accessible name is the target language, in
 * that language ('English' / 'Türkçe'), so a reader of either finds it.
 */
export function LanguageSwitch({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { t } = useTranslation();
  const target = currentLang() === 'tr' ? 'en' : 'tr';
  return (
    <button
      type="button"
      lang={target}
      className={cn('rounded-md px-2 py-1 text-sm font-medium underline-offset-4 hover:underline', className)}
      onClick={() => {
        void switchLanguage(target);
        onSwitch?.();
      }}
    >
      {t('language.switchTo')}
    </button>
  );
}
