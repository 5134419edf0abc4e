import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  BIRTH_DATE_MAX,
  BIRTH_DATE_MIN,
  EDUCATION_LEVELS,
  educationLevelLabels,
  genderLabels,
  jobSeekingLabels,
  signupFieldOrder,
  signupInputSchemaFor,
  yesNoLabels,
} from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { ACCOUNT_SECURITY_PATH } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import type { auth } from '../../../locales/tr/auth.ts';
import { useRegister } from '../api/register.ts';
import { homeOf } from '../api/session.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { usePublicConfig } from '../../../app/public-config.ts';

type SignupTexts = (typeof auth)['signup'];

interface SignupValues {
  role: '' | 'student' | 'company';
  name: string;
  surname: string;
  companyName: string;
  idNumber: string;
  gender: string;
  dateOfBirth: string;
  educationLevel: string;
  jobSeekingStatus: string;
  disability: string;
  /** Explicit consent for the disability answer; asked only when it is 'yes'. */
  disabilityConsent: boolean;
  email: string;
  password: string;
  resume: FileList | null;
  consent: boolean;
}

// 'Öğrenci' is chosen from the start: most people who sign up are students (docs/product.md, Sign-up).
const empty: SignupValues = {
  role: 'student',
  name: '',
  surname: '',
  companyName: '',
  idNumber: '',
  gender: '',
  dateOfBirth: '',
  educationLevel: '',
  jobSeekingStatus: '',
  disability: '',
  disabilityConsent: false,
  email: '',
  password: '',
  resume: null,
  consent: false,
};

/**
 * The shared schema checks the fields, with the open cohort's birth window (public config; decision 053). The resume is
 * optional (the job page asks for one before the first application); the server checks its type and size.
 */
const resolverFor = (window: { from: string; to: string }): Resolver<SignupValues> => {
  const fieldsResolver = zodResolver(signupInputSchemaFor(window.from, window.to)) as unknown as Resolver<SignupValues>;
  return async (values, context, options) => {
    const result = await fieldsResolver(values, context, options);
    // The schema's output drops the file; keep the form's own values (the file included) for submitting.
    return Object.keys(result.errors).length ? result : { values, errors: {} };
  };
};
const DEFAULT_WINDOW = { from: BIRTH_DATE_MIN, to: BIRTH_DATE_MAX };

function toFormData(values: SignupValues): FormData {
  const data = new FormData();
  const common = ['role', 'name', 'surname', 'email', 'password'] as const;
  const extra =
    values.role === 'student'
      ? (['idNumber', 'gender', 'dateOfBirth', 'educationLevel', 'jobSeekingStatus', 'disability'] as const)
      : (['companyName'] as const);
  for (const key of [...common, ...extra]) data.append(key, values[key]);
  data.append('consent', String(values.consent));
  if (values.role === 'student' && values.disability === 'yes')
    data.append('disabilityConsent', String(values.disabilityConsent));
  const resume = values.resume?.[0];
  if (values.role === 'student' && resume) data.append('resume', resume);
  return data;
}

/** Each field's visible label, in the order the form shows them (the error summary names them so). */
const summaryLabels: Record<(typeof signupFieldOrder)[number], Exclude<keyof SignupTexts, 'hints'>> = {
  role: 'role',
  name: 'name',
  surname: 'surname',
  companyName: 'companyName',
  idNumber: 'idNumber',
  gender: 'gender',
  dateOfBirth: 'dateOfBirth',
  educationLevel: 'educationLevel',
  jobSeekingStatus: 'jobSeekingStatus',
  disability: 'disability',
  disabilityConsent: 'disabilityConsentShort',
  email: 'email',
  password: 'password',
  resume: 'resume',
  consent: 'consentShort',
};

/** The server's refusals that name no field but are about the one file of the form. */
const resumeCodes = new Set(['BAD_FILE_TYPE', 'TOO_LARGE']);

export function SignupForm() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  // Each field's rule: a namespace of its own, so that no other page downloads it (the form waits for it).
  const { t: ts } = useTranslation('signup', { useSuspense: true });
  const navigate = useNavigate();
  const register = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  // Each refused submit (the form's own check or the server's) moves the focus to the summary at the top, which names
  // every problem as a link to its field: on a phone the fields run far below the screen.
  const [summaryFocus, setSummaryFocus] = useState(0);
  const refused = () => setSummaryFocus((n) => n + 1);
  const birthWindow = usePublicConfig()?.birthWindow ?? DEFAULT_WINDOW;
  const resolver = useMemo(() => resolverFor(birthWindow), [birthWindow.from, birthWindow.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useForm<SignupValues>({ resolver, mode: 'onTouched', defaultValues: empty, shouldFocusError: false });
  const { errors, submitCount } = form.formState;
  const role = form.watch('role');
  const disability = form.watch('disability');
  const err = (name: keyof SignupValues) => errors[name]?.message as string | undefined;
  // A student's name is at most 15 characters (docs/product.md); a company contact's, a short text's 200.
  const nameHint = ts(role === 'company' ? 'hints.text' : 'hints.personName');

  const roleField = form.register('role', {
    // Changing the role starts the form's messages afresh (docs/product.md).
    onChange: () => {
      form.clearErrors();
      setServerError(null);
    },
  });

  /** Every field the server named, under the field and in the summary; their messages, none when it named none. */
  const showServerErrors = (e: ApiError, hasResume: boolean): string[] => {
    const fields: Record<string, string> = { ...e.fields };
    if (hasResume && resumeCodes.has(e.code) && !Object.keys(fields).length) fields.resume = e.message;
    const named = signupFieldOrder.filter((name) => fields[name]);
    for (const name of named) form.setError(name, { message: fields[name] });
    return named.map((name) => translateMessage(fields[name]));
  };

  const onValid = (values: SignupValues) => {
    setServerError(null);
    register.mutate(toFormData(values), {
      onSuccess: (res) => {
        notify.success(t('signup.success'));
        // Signed in by the answer's cookie: the profile, with its e-mail verification banner.
        navigate(res.mfaSetupRequired ? ACCOUNT_SECURITY_PATH : homeOf(values.role), { replace: true });
        // The form ran far down the page: the profile opens at its top, greeting and banner in view.
        window.scrollTo({ top: 0 });
      },
      onError: (e) => {
        if (!(e instanceof ApiError) || e.status === 0) {
          setServerError(t('signup.exception'));
          notify.error(t('signup.exception'));
          return;
        }
        const named = showServerErrors(e, Boolean(values.resume?.length));
        // docs/product.md's toasts: the message of an address (or a TC number) already registered; otherwise 'Kayıt
        // başarısız! …' with the server's reasons. The page keeps them under their fields and in the summary.
        if (e.status === 409) notify.error(translateMessage(e.message));
        else {
          // One reason is said in full; several are counted, as the summary at the top of the form lists them.
          const reasons =
            named.length > 1
              ? tc('errorSummary.title', { count: named.length })
              : (named[0] ?? translateMessage(e.message));
          notify.error(`${t('signup.failed')} ${reasons}`);
        }
        if (named.length) refused();
        else setServerError(translateMessage(e.message));
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, refused)} className="flex flex-col gap-5">
      <ErrorSummary
        errors={errors}
        submitCount={submitCount}
        focusKey={summaryFocus}
        fields={signupFieldOrder.map((name) => ({ name, label: t(`signup.${summaryLabels[name]}`) }))}
      />
      <p className="text-sm text-slate-700">{ts(role === 'company' ? 'introCompany' : 'introStudent')}</p>
      <ChoiceGroup
        legend={t('signup.role')}
        error={err('role')}
        options={[
          { value: 'student', label: t('signup.student') },
          { value: 'company', label: t('signup.company') },
        ]}
        registration={roleField}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('signup.name')} error={err('name')} hint={nameHint}>
          <Input autoComplete="given-name" {...form.register('name')} />
        </Field>
        <Field label={t('signup.surname')} error={err('surname')} hint={nameHint}>
          <Input autoComplete="family-name" {...form.register('surname')} />
        </Field>
        {role === 'company' && (
          <Field
            label={t('signup.companyName')}
            error={err('companyName')}
            hint={ts('hints.text')}
            className="sm:col-span-2"
          >
            <Input autoComplete="organization" {...form.register('companyName')} />
          </Field>
        )}
        {role === 'student' && (
          <>
            <Field label={t('signup.idNumber')} error={err('idNumber')} hint={ts('hints.idNumber')}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('idNumber')} />
            </Field>
            <Field
              label={t('signup.dateOfBirth')}
              error={err('dateOfBirth')}
              hint={ts('hints.dateOfBirth', {
                from: formatDate(birthWindow.from),
                to: formatDate(birthWindow.to),
              })}
            >
              <Input type="date" min={birthWindow.from} max={birthWindow.to} {...form.register('dateOfBirth')} />
            </Field>
            <ChoiceGroup
              legend={t('signup.gender')}
              error={err('gender')}
              options={Object.entries(genderLabels).map(([value, label]) => ({
                value,
                label: translateMessage(label),
              }))}
              registration={form.register('gender')}
            />
            <ChoiceGroup
              legend={t('signup.disability')}
              error={err('disability')}
              options={Object.entries(yesNoLabels).map(([value, label]) => ({ value, label: translateMessage(label) }))}
              registration={form.register('disability')}
            />
            {disability === 'yes' && (
              <ConsentCheckbox
                className="sm:col-span-2"
                id="disability-consent"
                label={t('signup.disabilityConsent')}
                error={err('disabilityConsent')}
                registration={form.register('disabilityConsent')}
              />
            )}
            <Field label={t('signup.educationLevel')} error={err('educationLevel')}>
              <Select {...form.register('educationLevel')}>
                <option value="">{t('signup.choose')}</option>
                {EDUCATION_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {translateMessage(educationLevelLabels[level])}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('signup.jobSeekingStatus')} error={err('jobSeekingStatus')}>
              <Select {...form.register('jobSeekingStatus')}>
                <option value="">{t('signup.choose')}</option>
                {Object.entries(jobSeekingLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {translateMessage(label)}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        )}
        <Field label={t('signup.email')} error={err('email')} hint={ts('hints.email')}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label={t('signup.password')} error={err('password')} hint={ts('hints.password')}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        {role === 'student' && (
          <Field label={t('signup.resume')} error={err('resume')} hint={ts('hints.resume')} className="sm:col-span-2">
            <FileInput
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              {...form.register('resume')}
            />
          </Field>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <ConsentCheckbox
          id="consent"
          label={t('signup.consent')}
          error={err('consent')}
          registration={form.register('consent')}
        />
        <p className="text-sm text-slate-700">
          <Link to="/kvkk" target="_blank" rel="noopener" className="text-brand-700 underline">
            {t('signup.kvkkNotice')}
          </Link>
        </p>
      </div>
      {serverError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {serverError}
        </p>
      )}
      <Button type="submit" disabled={register.isPending}>
        {t('signup.submit')}
      </Button>
      <p className="text-slate-700">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className="text-brand-700 underline">
          {t('signup.login')}
        </Link>
      </p>
    </form>
  );
}
