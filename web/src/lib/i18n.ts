import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, isLang, LOCALES, parseMessage, pickLang, type Lang } from '@beceri/domain/i18n';

/**
 * One chunk per language holds the namespaces most screens use, loaded before the first render, so those screens
 * never wait for their texts (decision 023).
 */
const catalogues: Record<Lang, () => Promise<Record<string, object>>> = {
  tr: () => import('../locales/tr/index.ts').then((m) => m.tr),
  en: () => import('../locales/en/index.ts').then((m) => m.en),
};

/** Namespaces of screens few people open: a chunk each, loaded on first use (locales/all.ts lists every namespace). */
export const lazyTexts: Record<Lang, Record<string, () => Promise<object>>> = {
  tr: {
    trust: () => import('../locales/tr/trust.ts').then((m) => m.trust),
    // The profiles' and the e-mail check's.
    accounts: () => import('../locales/tr/accounts.ts').then((m) => m.accounts),
    adminUsers: () => import('../locales/tr/adminUsers.ts').then((m) => m.adminUsers),
    certificates: () => import('../locales/tr/certificates.ts').then((m) => m.certificates),
    exams: () => import('../locales/tr/exams.ts').then((m) => m.exams),
    examStats: () => import('../locales/tr/examStats.ts').then((m) => m.examStats),
    kvkk: () => import('../locales/tr/kvkk.ts').then((m) => m.kvkk),
    logs: () => import('../locales/tr/logs.ts').then((m) => m.logs),
    // Programme indicators.
    indicators: () => import('../locales/tr/indicators.ts').then((m) => m.indicators),
    mfa: () => import('../locales/tr/mfa.ts').then((m) => m.mfa),
    passwordReset: () => import('../locales/tr/passwordReset.ts').then((m) => m.passwordReset),
    outbox: () => import('../locales/tr/outbox.ts').then((m) => m.outbox),
    questionBank: () => import('../locales/tr/questionBank.ts').then((m) => m.questionBank),
    studio: () => import('../locales/tr/studio.ts').then((m) => m.studio),
    attendance: () => import('../locales/tr/attendance.ts').then((m) => m.attendance),
    // The timetable and lab sessions (decision 054).
    timetable: () => import('../locales/tr/timetable.ts').then((m) => m.timetable),
    workspace: () => import('../locales/tr/workspace.ts').then((m) => m.workspace),
    // Job requirements and a student's match (decision 062).
    matching: () => import('../locales/tr/matching.ts').then((m) => m.matching),
    // The admin's dashboard and contact inbox (decision 057).
    dashboard: () => import('../locales/tr/dashboard.ts').then((m) => m.dashboard),
    inbox: () => import('../locales/tr/inbox.ts').then((m) => m.inbox),
    // The sign-up form's guidance (decision 060).
    signup: () => import('../locales/tr/signup.ts').then((m) => m.signup),
    // The about page's editor (admins only).
    aboutEditor: () => import('../locales/tr/aboutEditor.ts').then((m) => m.aboutEditor),
    // The home, about and contact pages' own texts: no other screen reads them.
    home: () => import('../locales/tr/home.ts').then((m) => m.home),
    about: () => import('../locales/tr/about.ts').then((m) => m.about),
    contact: () => import('../locales/tr/contact.ts').then((m) => m.contact),
    // Internship placements (decision 065).
    internships: () => import('../locales/tr/internships.ts').then((m) => m.internships),
  },
  en: {
    trust: () => import('../locales/en/trust.ts').then((m) => m.trust),
    // The profiles' and the e-mail check's.
    accounts: () => import('../locales/en/accounts.ts').then((m) => m.accounts),
    adminUsers: () => import('../locales/en/adminUsers.ts').then((m) => m.adminUsers),
    certificates: () => import('../locales/en/certificates.ts').then((m) => m.certificates),
    exams: () => import('../locales/en/exams.ts').then((m) => m.exams),
    examStats: () => import('../locales/en/examStats.ts').then((m) => m.examStats),
    kvkk: () => import('../locales/en/kvkk.ts').then((m) => m.kvkk),
    logs: () => import('../locales/en/logs.ts').then((m) => m.logs),
    // Programme indicators.
    indicators: () => import('../locales/en/indicators.ts').then((m) => m.indicators),
    mfa: () => import('../locales/en/mfa.ts').then((m) => m.mfa),
    passwordReset: () => import('../locales/en/passwordReset.ts').then((m) => m.passwordReset),
    outbox: () => import('../locales/en/outbox.ts').then((m) => m.outbox),
    questionBank: () => import('../locales/en/questionBank.ts').then((m) => m.questionBank),
    studio: () => import('../locales/en/studio.ts').then((m) => m.studio),
    attendance: () => import('../locales/en/attendance.ts').then((m) => m.attendance),
    // The timetable and lab sessions (decision 054).
    timetable: () => import('../locales/en/timetable.ts').then((m) => m.timetable),
    workspace: () => import('../locales/en/workspace.ts').then((m) => m.workspace),
    // Job requirements and a student's match (decision 062).
    matching: () => import('../locales/en/matching.ts').then((m) => m.matching),
    // The admin's dashboard and contact inbox (decision 057).
    dashboard: () => import('../locales/en/dashboard.ts').then((m) => m.dashboard),
    inbox: () => import('../locales/en/inbox.ts').then((m) => m.inbox),
    // The sign-up form's guidance (decision 060).
    signup: () => import('../locales/en/signup.ts').then((m) => m.signup),
    // The about page's editor (admins only).
    aboutEditor: () => import('../locales/en/aboutEditor.ts').then((m) => m.aboutEditor),
    // The home, about and contact pages' own texts: no other screen reads them.
    home: () => import('../locales/en/home.ts').then((m) => m.home),
    about: () => import('../locales/en/about.ts').then((m) => m.about),
    contact: () => import('../locales/en/contact.ts').then((m) => m.contact),
    // Internship placements (decision 065).
    internships: () => import('../locales/en/internships.ts').then((m) => m.internships),
  },
};

/**
 * Where i18next finds a namespace it has not got: a lazy one's own chunk. A component reading one asks with
 * `useTranslation(ns, { useSuspense: true })`, so its route's placeholder stays up until the texts are there.
 */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(lang: string, ns: string, callback: ReadCallback) {
    const load = isLang(lang) ? lazyTexts[lang][ns] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts as never),
      (err: Error) => callback(err, null),
    );
  },
};

export const i18n = i18next.createInstance();

/** The instance the helpers below read: the browser's one, or the page's while the server renders it. */
let active: I18n = i18n;

/**
 * Runs a synchronous server render with the page's own i18next instance (one per request, decision 039): the
 * helpers below (`translateMessage`, `currentLang`) read it instead of the browser's.
 */
export function withI18n<T>(instance: I18n, render: () => T): T {
  const previous = active;
  active = instance;
  try {
    return render();
  } finally {
    active = previous;
  }
}

const readCookie = (name: string) =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** docs/product.md: `?lang=` over the `lang` cookie over the browser's languages over Turkish. */
export function initialLang(): Lang {
  return pickLang({
    query: new URLSearchParams(window.location.search).get('lang'),
    cookie: readCookie('lang'),
    acceptLanguage: navigator.languages?.join(',') ?? navigator.language,
  });
}

function remember(lang: Lang) {
  document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = lang;
}

async function addCatalogue(lang: Lang) {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  const namespaces = await catalogues[lang]();
  for (const [ns, resources] of Object.entries(namespaces)) i18n.addResourceBundle(lang, ns, resources, true, true);
}

/** Loads the first language's texts; the app renders after this. */
export async function startI18n(lang: Lang = initialLang()) {
  if (new URLSearchParams(window.location.search).has('lang')) remember(lang);
  else document.documentElement.lang = lang;
  await i18n
    .use(initReactI18next)
    .use(lazyNamespaces)
    .init({
      lng: lang,
      // Both languages hold every key (locales/locales.test.ts): no fallback, so an English reader never loads Turkish.
      fallbackLng: false,
      supportedLngs: ['tr', 'en'],
      defaultNS: 'common',
      ns: [],
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  // Only the reader's language: both catalogues hold every key (locales/locales.test.ts and
  // domain/src/i18n.test.ts), so an English reader never needs the Turkish one as a fallback.
  await addCatalogue(lang);
  await i18n.changeLanguage(lang);
}

type LanguageListener = (lang: Lang) => void | Promise<void>;
const listeners = new Set<LanguageListener>();
/** Others (the session's `PUT /me/locale`) hear of a switch without the switch knowing them. */
export function onLanguageSwitch(listener: LanguageListener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header's and footer's switch: remembered in the `lang` cookie, `<html lang>` set, texts swapped in place. */
export async function switchLanguage(lang: Lang) {
  await addCatalogue(lang);
  remember(lang);
  await i18n.changeLanguage(lang);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  await Promise.all([...listeners].map((l) => Promise.resolve(l(lang)).catch(() => undefined)));
}

export const currentLang = (): Lang => (isLang(active.language) ? active.language : DEFAULT_LANG);
/** `tr-TR` or `en-GB`, for Intl and `toLocaleUpperCase` (İ/ı). */
export const currentLocale = () => LOCALES[currentLang()];

/**
 * A message from a schema or an API answer in the reader's language: a key of the `domain` catalogue (with its
 * values, `validation.tooLong?max=15`), or a text the server already wrote in the caller's language.
 */
export function translateMessage(message: string): string {
  const { key, params } = parseMessage(message);
  const id = `domain:${key}`;
  return active.exists(id) ? String(active.t(id as never, params as never)) : message;
}
