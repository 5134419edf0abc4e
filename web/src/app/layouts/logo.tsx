import { useTranslation } from 'react-i18next';

/** The product mark: drawn here, never copied. */
export function Logo({ className = 'h-9 w-auto' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <svg className={className} viewBox="0 0 132 36" role="img" aria-label={t('brand')}>
      <rect width="36" height="36" rx="8" fill="#f59e0b" />
      <path d="M11 8h9a5.5 5.5 0 0 1 1.8 10.7A6 6 0 0 1 20.5 30H11z" fill="#172554" />
      <path d="M15.5 12.5v4.2h4a2.1 2.1 0 0 0 0-4.2zm0 8.4v4.6h4.6a2.3 2.3 0 0 0 0-4.6z" fill="#f59e0b" />
      <text x="44" y="26" fontFamily="system-ui, sans-serif" fontSize="22" fontWeight="700" fill="currentColor">
        {t('brand')}
      </text>
    </svg>
  );
}
