import type { Lang } from '@beceri/domain';
import { compose, greeting, type MailContent } from './templates.ts';

/**
 * The owner is told whenever a second factor is added to or removed from their account (decision 038): someone
 * who has the password and a session cannot change the second factor unnoticed. Fixed wording only.
 */
export type MfaChange =
  'totpAdded' | 'passkeyAdded' | 'passkeyRemoved' | 'recoveryRenewed' | 'allRemoved' | 'resetByAdmin' | 'wrongCodes';

const texts: Record<
  Lang,
  Record<MfaChange, { subject: string; line: string }> & { check: string; notYou: string; changePassword: string }
> = {
  tr: {
    totpAdded: {
      subject: 'Hesabınıza doğrulama uygulaması eklendi',
      line: 'Beceri hesabınızın iki adımlı doğrulamasına bir doğrulama uygulaması eklendi.',
    },
    passkeyAdded: {
      subject: 'Hesabınıza geçiş anahtarı eklendi',
      line: 'Beceri hesabınıza girişte kullanılacak yeni bir geçiş anahtarı eklendi.',
    },
    passkeyRemoved: {
      subject: 'Hesabınızdan bir geçiş anahtarı kaldırıldı',
      line: 'Beceri hesabınızdaki geçiş anahtarlarından biri kaldırıldı.',
    },
    recoveryRenewed: {
      subject: 'Yeni kurtarma kodları oluşturuldu',
      line: 'Beceri hesabınız için yeni kurtarma kodları oluşturuldu; eski kodlar artık çalışmıyor.',
    },
    allRemoved: {
      subject: 'İki adımlı doğrulama kapatıldı',
      line: 'Beceri hesabınızın iki adımlı doğrulaması kapatıldı: doğrulama uygulaması, geçiş anahtarları ve kurtarma kodları kaldırıldı.',
    },
    resetByAdmin: {
      subject: 'İki adımlı doğrulamanız sıfırlandı',
      line: 'Platform yöneticisi Beceri hesabınızın iki adımlı doğrulamasını sıfırladı. Bir sonraki girişinizde yeniden kurabilirsiniz.',
    },
    wrongCodes: {
      subject: 'Hesabınıza girişte çok sayıda yanlış kod denendi',
      line: 'Bugün Beceri hesabınıza şifrenizle girilip çok sayıda yanlış doğrulama kodu denendi. Uygulamadaki kodlar yarına kadar kabul edilmeyecek; kurtarma kodlarınızla ya da geçiş anahtarınızla girebilirsiniz. Bunu siz yapmadıysanız şifreniz başkasının elinde olabilir.',
    },
    check: 'Hesap güvenliği ayarlarınız',
    notYou: 'Bu değişikliği siz yapmadıysanız şifrenizi hemen değiştirin ve platform yöneticisiyle iletişime geçin.',
    changePassword: 'Şifrenizi hemen değiştirin ve platform yöneticisiyle iletişime geçin.',
  },
  en: {
    totpAdded: {
      subject: 'An authenticator app was added to your account',
      line: 'An authenticator app was added to the two-step verification of your Beceri account.',
    },
    passkeyAdded: {
      subject: 'A passkey was added to your account',
      line: 'A new passkey for logging in was added to your Beceri account.',
    },
    passkeyRemoved: {
      subject: 'A passkey was removed from your account',
      line: 'One of the passkeys of your Beceri account was removed.',
    },
    recoveryRenewed: {
      subject: 'New recovery codes were made',
      line: 'New recovery codes were made for your Beceri account; the old codes no longer work.',
    },
    allRemoved: {
      subject: 'Two-step verification was turned off',
      line: 'Two-step verification of your Beceri account was turned off: the authenticator app, passkeys and recovery codes were removed.',
    },
    resetByAdmin: {
      subject: 'Your two-step verification was reset',
      line: 'A platform administrator reset the two-step verification of your Beceri account. You can set it up again at your next login.',
    },
    wrongCodes: {
      subject: 'Many wrong codes were tried at your login',
      line: 'Today someone logged in to your Beceri account with your password and tried many wrong verification codes. Codes from your app will not be accepted until tomorrow; you can log in with a recovery code or a passkey. If this was not you, someone else may have your password.',
    },
    check: 'Your account security settings',
    notYou: 'If you did not make this change, change your password at once and contact the platform administrator.',
    changePassword: 'Change your password at once and contact the platform administrator.',
  },
};

export function mfaChangedMail(change: MfaChange, publicUrl: string, lang: Lang, name?: string): MailContent {
  const t = texts[lang];
  return compose({
    template: `mfa-${change}`,
    lang,
    subject: t[change].subject,
    greeting: greeting(lang, name),
    lines: [t[change].line, change === 'wrongCodes' ? t.changePassword : t.notYou],
    action: { label: t.check, url: `${publicUrl}/account-security` },
  });
}
