import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useConfirmTotp } from '../api/mfa.ts';

/** The QR code to scan (and the key to type instead), then the app's first code confirms it. */
export function TotpSetup({
  secret,
  otpauthUrl,
  onConfirmed,
  onCancel,
}: {
  secret: string;
  otpauthUrl: string;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mfa', { useSuspense: true });
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmTotp();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(otpauthUrl, { margin: 2, width: 200, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setQr(url);
    });
    input.current?.focus();
    return () => {
      live = false;
    };
  }, [otpauthUrl]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError('mfa.codeRequired');
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: (res) => {
        notify.success(t('totp.added'));
        onConfirmed(res.recoveryCodes);
      },
      onError: (err) => {
        const message = err instanceof ApiError && err.status > 0 ? err.message : t('section.failed');
        setError(message);
        notify.error(message);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <p>{t('totp.scan')}</p>
      {qr && <img src={qr} alt={t('totp.qrAlt')} width={200} height={200} className="self-start rounded border" />}
      <p>{t('totp.manual')}</p>
      <code data-totp-secret className="self-start rounded bg-slate-100 px-2 py-1 font-mono text-base break-all">
        {secret}
      </code>
      <Field label={t('totp.code')} error={error}>
        <Input
          ref={input}
          name="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {t('totp.confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('totp.cancel')}
        </Button>
      </div>
    </form>
  );
}
