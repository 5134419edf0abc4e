import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, ShieldCheck, ShieldOff, Smartphone, Trash2 } from 'lucide-react';
import { WebAuthnError } from '@simplewebauthn/browser';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import {
  useAddPasskey,
  useDisableMfa,
  useMfaStatus,
  useRemovePasskey,
  useRenewRecoveryCodes,
  useStartTotp,
} from '../api/mfa.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TotpSetup } from './totp-setup.tsx';

/**
 * 'Hesap güvenliği' on every profile (and /account-security): two-step verification with an authenticator app,
 * passkeys and recovery codes (docs/product.md; decision 038).
 */
export function AccountSecuritySection() {
  const { t } = useTranslation('mfa', { useSuspense: true });
  const status = useMfaStatus();
  const startTotp = useStartTotp();
  const addPasskey = useAddPasskey();
  const removePasskey = useRemovePasskey();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableMfa();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [disabling, setDisabling] = useState(false);

  const failed = (err: unknown) =>
    notify.error(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('section.failed'));

  const s = status.data;
  const onAddPasskey = (e: FormEvent) => {
    e.preventDefault();
    if (!window.PublicKeyCredential) return notify.error(t('passkeys.unsupported'));
    addPasskey.mutate(passkeyName, {
      onSuccess: (res) => {
        setPasskeyName('');
        notify.success(t('passkeys.added'));
        if (res.recoveryCodes) setCodes(res.recoveryCodes);
      },
      onError: (err) =>
        err instanceof WebAuthnError || (err instanceof Error && err.name === 'NotAllowedError')
          ? notify.error(t('passkeys.cancelled'))
          : failed(err),
    });
  };

  return (
    <section aria-labelledby="account-security-title">
      <Card>
        <CardHeader className="flex flex-col gap-2">
          <CardTitle level={2} id="account-security-title">
            {t('section.title')}
          </CardTitle>
          {s && (
            <StatusBadge tone={s.enabled ? 'done' : 'neutral'}>
              {s.enabled ? t('section.on') : t('section.off')}
            </StatusBadge>
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p>{t('section.intro')}</p>
          {s?.required && !s.enabled && (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
              {t('section.required')}
            </p>
          )}
          {status.isPending && <p role="status">{t('section.loading')}</p>}
          {status.isError && <p role="alert">{t('section.failed')}</p>}
          {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
          {s && (
            <>
              <div className="flex flex-col gap-3">
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <Smartphone aria-hidden="true" className="size-5" />
                  {t('totp.title')}
                </h3>
                {s.totp ? (
                  <StatusBadge>{t('totp.onState')}</StatusBadge>
                ) : setup ? (
                  <TotpSetup
                    {...setup}
                    onCancel={() => setSetup(null)}
                    onConfirmed={(recoveryCodes) => {
                      setSetup(null);
                      setCodes(recoveryCodes);
                    }}
                  />
                ) : (
                  <Button
                    type="button"
                    className="self-start"
                    disabled={startTotp.isPending}
                    onClick={() => startTotp.mutate(undefined, { onSuccess: setSetup, onError: failed })}
                  >
                    {t('totp.start')}
                  </Button>
                )}
              </div>

              <div className="flex flex-col gap-3">
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <KeyRound aria-hidden="true" className="size-5" />
                  {t('passkeys.title')}
                </h3>
                {s.passkeys.length === 0 ? (
                  <p className="text-slate-700">{t('passkeys.none')}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {s.passkeys.map((p) => (
                      <li
                        key={p.id}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
                      >
                        <span className="flex flex-col">
                          <span className="font-medium break-all">{p.name}</span>
                          <span className="text-sm text-slate-600">
                            {t('passkeys.createdAt', { date: formatDateTime(p.createdAt) })}
                            {p.lastUsedAt && ` · ${t('passkeys.lastUsedAt', { date: formatDateTime(p.lastUsedAt) })}`}
                          </span>
                        </span>
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          aria-label={t('passkeys.removeLabel', { name: p.name })}
                          onClick={() => setRemoving({ id: p.id, name: p.name })}
                        >
                          <Trash2 aria-hidden="true" />
                          {t('passkeys.remove')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
                <form noValidate onSubmit={onAddPasskey} className="flex flex-col gap-3 sm:flex-row sm:items-end">
                  <Field label={t('passkeys.name')} className="sm:flex-1">
                    <Input
                      name="passkey-name"
                      maxLength={60}
                      placeholder={t('passkeys.namePlaceholder')}
                      value={passkeyName}
                      onChange={(e) => setPasskeyName(e.target.value)}
                    />
                  </Field>
                  <Button type="submit" variant="secondary" disabled={addPasskey.isPending}>
                    <KeyRound aria-hidden="true" />
                    {t('passkeys.add')}
                  </Button>
                </form>
              </div>

              {s.enabled && (
                <div className="flex flex-col gap-3">
                  <h3 className="flex items-center gap-2 text-lg font-semibold">
                    <ShieldCheck aria-hidden="true" className="size-5" />
                    {t('recovery.title')}
                  </h3>
                  <p>{t('recovery.left', { count: s.recoveryCodesLeft })}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button type="button" variant="secondary" onClick={() => setRenewing(true)}>
                      {t('recovery.renew')}
                    </Button>
                    <Button type="button" variant="destructive" onClick={() => setDisabling(true)}>
                      <ShieldOff aria-hidden="true" />
                      {t('disable.button')}
                    </Button>
                  </div>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('passkeys.confirmRemove', { name: removing?.name ?? '' })}
        confirmLabel={t('passkeys.remove')}
        pending={removePasskey.isPending}
        onConfirm={() =>
          removing &&
          removePasskey.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notify.success(t('passkeys.removed'));
            },
            onError: failed,
          })
        }
      />
      <PasswordDialog
        open={renewing}
        onOpenChange={setRenewing}
        texts="renew"
        pending={renew.isPending}
        onSubmit={(password, onError) =>
          renew.mutate(password, {
            onSuccess: (res) => {
              setRenewing(false);
              setCodes(res.recoveryCodes);
            },
            onError,
          })
        }
      />
      <PasswordDialog
        open={disabling}
        onOpenChange={setDisabling}
        texts="disable"
        pending={disable.isPending}
        onSubmit={(password, onError) =>
          disable.mutate(password, {
            onSuccess: () => {
              setDisabling(false);
              notify.success(t('disable.done'));
            },
            onError,
          })
        }
      />
    </section>
  );
}

/** Asks for the password again before a change a borrowed session must not make (renewing codes, turning it off). */
function PasswordDialog({
  open,
  onOpenChange,
  texts,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: 'renew' | 'disable';
  pending: boolean;
  onSubmit: (password: string, onError: (err: unknown) => void) => void;
}) {
  const { t } = useTranslation('mfa', { useSuspense: true });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError('validation.required');
    onSubmit(password, (err) =>
      setError(err instanceof ApiError && err.status > 0 ? err.message : t('section.failed')),
    );
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t(`${texts}.title`)} description={t(`${texts}.description`)} className="max-w-[480px]">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t('password.label')} error={error}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('password.cancel')}
            </Button>
            <Button type="submit" variant={texts === 'disable' ? 'destructive' : 'default'} disabled={pending}>
              {t(`${texts}.confirm`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
