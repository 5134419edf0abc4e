import type { FastifyInstance } from 'fastify';
import {
  kvkkMessages,
  serverMessages,
  signupFieldOrder,
  signupInputSchemaFor,
  DEFAULT_BIRTH_WINDOW,
  type BirthWindow,
  trustMessages,
  type Lang,
  type SignupInput,
} from '@beceri/domain';
import { normalizeEmail } from '../../lib/email.ts';
import { fullName } from '../../lib/names.ts';
import { hashPassword, verifyPassword, withNewPassword } from '../../lib/passwords.ts';
import { isUniqueViolation, pgConstraint } from '../../lib/db-errors.ts';
import { withStoredUploads } from '../../lib/stored-uploads.ts';
import type { MultipartResult } from '../../lib/multipart.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { badRequest, HttpError, refuseForbiddenText, zodFields } from '../../plugins/errors.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { companyWelcomeMail, welcomeMail } from '../../mail/templates.ts';
import { authRepository, type AuthRepository } from './repository.ts';
import { newVerificationToken, verifyUrl } from '../trust/email-verification.ts';
import * as filesRepository from '../files/repository.ts';
import { openCohortWindow } from '../cohorts/repository.ts';

/**
 * What sign-up, login and account creation need (the model: news/service.ts): the routes pass the real ones
 * (`authDeps(app)`), the unit tests (service.test.ts) in-memory ones.
 */
export interface AuthDeps {
  db: Db;
  auth: Pick<
    AuthRepository,
    | 'findUserByEmail'
    | 'idNumberTaken'
    | 'insertUser'
    | 'insertStudentProfile'
    | 'insertCompanyProfile'
    | 'insertTeacherProfile'
    | 'insertConsent'
  >;
  files: Pick<typeof filesRepository, 'insertFile'>;
  /** The open cohort's birth window, the sign-up's rule (decision 053); none open, or not given: the constants. */
  birthWindow?: (db: Db) => Promise<BirthWindow | undefined>;
  /** Handed to the repository, which encrypts the TC number and the disability answer and hashes the TC number. */
  personalData: FastifyInstance['personalData'];
  storage: FastifyInstance['storage'];
  activity: Pick<ActivityLog, 'write'>;
  mailer: Pick<Mailer, 'send'>;
  config: Pick<FastifyInstance['config'], 'companyApproval' | 'publicUrl'>;
}

export const authDeps = (app: FastifyInstance): AuthDeps => ({
  db: app.db,
  auth: authRepository,
  files: filesRepository,
  birthWindow: openCohortWindow,
  personalData: app.personalData,
  storage: app.storage,
  activity: app.activity,
  mailer: app.mailer,
  config: app.config,
});

export const emailTaken = () =>
  new HttpError(409, 'EMAIL_TAKEN', serverMessages.emailTaken, { email: serverMessages.emailTaken });
const idNumberTaken = () =>
  new HttpError(409, 'ID_NUMBER_TAKEN', kvkkMessages.idNumberTaken, { idNumber: kvkkMessages.idNumberTaken });
const ID_NUMBER_INDEX = 'student_profiles_id_number_hash_unique';

const truthy = (v: string | undefined) => (v === 'true' || v === 'on' ? true : v ? false : undefined);

/** Turns the multipart strings into the shape the shared schema checks. */
function signupFields(body: MultipartResult): Record<string, unknown> {
  const f = body.fields;
  return { ...f, consent: truthy(f.consent), disabilityConsent: truthy(f.disabilityConsent) };
}

/** The form's order (the answer's `error` is its first problem, as the form's summary lists them). */
const inFormOrder = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).sort(
      ([a], [b]) =>
        (signupFieldOrder as readonly string[]).indexOf(a) - (signupFieldOrder as readonly string[]).indexOf(b),
    ),
  );

/**
 * Every problem of a sign-up in one answer (docs/product.md, Sign-up): the fields' rules, the common password, and an
 * e-mail or TC number already registered, so that the form is corrected in one round. Only conflicts: 409 with the
 * code of the first (`EMAIL_TAKEN`, `ID_NUMBER_TAKEN`); anything else: 400 `VALIDATION` naming each field.
 */
async function checkSignup(deps: AuthDeps, body: MultipartResult): Promise<SignupInput> {
  const window = (await deps.birthWindow?.(deps.db)) ?? DEFAULT_BIRTH_WINDOW;
  const values = signupFields(body);
  refuseForbiddenText(values);
  const parsed = withNewPassword(signupInputSchemaFor(window.from, window.to)).safeParse(values);
  const problems = parsed.success ? {} : zodFields(parsed.error);
  const conflicts: Record<string, string> = {};
  if (typeof values.email === 'string' && !problems.email && values.email.trim()) {
    if (await deps.auth.findUserByEmail(deps.db, normalizeEmail(values.email)))
      conflicts.email = serverMessages.emailTaken;
  }
  if (values.role === 'student' && typeof values.idNumber === 'string' && values.idNumber && !problems.idNumber) {
    if (await deps.auth.idNumberTaken(deps.db, deps.personalData, values.idNumber))
      conflicts.idNumber = kvkkMessages.idNumberTaken;
  }
  if (parsed.success && Object.keys(conflicts).length === 0) return parsed.data;
  const fields = inFormOrder({ ...problems, ...conflicts });
  if (parsed.success) {
    // The e-mail's conflict names the answer when both are taken: it is the one docs/product.md's message is about.
    const [code, field] = conflicts.email ? ['EMAIL_TAKEN', 'email'] : ['ID_NUMBER_TAKEN', 'idNumber'];
    throw new HttpError(409, code, conflicts[field], fields);
  }
  throw badRequest(Object.values(fields)[0] ?? serverMessages.validation, fields);
}

/**
 * Signs someone up in the language they used the sign-up form in (`req.lang`): it is their `users.locale`. A student's
 * resume is optional here: the job page asks for one before the first application (docs/product.md).
 */
export async function register(
  deps: AuthDeps,
  body: MultipartResult,
  locale: Lang,
): Promise<{ id: string; input: SignupInput }> {
  const input = await checkSignup(deps, body);
  const resume = body.files.resume?.[0];
  const email = normalizeEmail(input.email);

  const passwordHash = await hashPassword(input.password);
  const verification = newVerificationToken();
  const uploads = input.role === 'student' && resume ? [resume] : [];
  try {
    const id = await withStoredUploads(deps.storage, uploads, (keys) =>
      deps.db.transaction(async (tx) => {
        const userId = await deps.auth.insertUser(tx, {
          role: input.role,
          email,
          passwordHash,
          name: input.name,
          surname: input.surname,
          locale,
          emailVerificationHash: verification.hash,
          emailVerificationExpiresAt: verification.expiresAt,
        });
        if (input.role === 'student') {
          const resumeFileId = resume ? await deps.files.insertFile(tx, resume, keys[0], userId) : null;
          await deps.auth.insertStudentProfile(tx, deps.personalData, {
            userId,
            idNumber: input.idNumber,
            gender: input.gender,
            dateOfBirth: input.dateOfBirth,
            educationLevel: input.educationLevel,
            jobSeekingStatus: input.jobSeekingStatus,
            disability: input.disability,
            resumeFileId,
          });
          if (input.disability === 'yes') await deps.auth.insertConsent(tx, userId, 'disability-data');
        } else {
          // COMPANY_APPROVAL=required: 'Onay bekliyor' until an admin approves.
          await deps.auth.insertCompanyProfile(
            tx,
            userId,
            input.companyName,
            deps.config.companyApproval === 'required' ? 'pending' : 'approved',
          );
        }
        await deps.auth.insertConsent(tx, userId, 'kvkk-notice');
        const userName = input.role === 'student' ? fullName(input) : input.companyName;
        await deps.activity.write(
          { event: 'user.registered', params: { role: input.role, userId, userName }, actorId: userId },
          tx,
        );
        // The welcome mail with the verification link is queued with the account (sealed: the link is a secret); a
        // company gets its own, saying what to do next (decision 061).
        const link = verifyUrl(deps.config.publicUrl, verification.token);
        const welcome =
          input.role === 'company'
            ? companyWelcomeMail(
                {
                  publicUrl: deps.config.publicUrl,
                  verifyUrl: link,
                  name: input.name,
                  companyName: input.companyName,
                  approvalRequired: deps.config.companyApproval === 'required',
                },
                locale,
              )
            : welcomeMail({ publicUrl: deps.config.publicUrl, verifyUrl: link, name: input.name }, locale);
        await deps.mailer.send({ to: email, ...welcome }, tx);
        return userId;
      }),
    );
    return { id, input };
  } catch (err) {
    if (isUniqueViolation(err)) throw pgConstraint(err) === ID_NUMBER_INDEX ? idNumberTaken() : emailTaken();
    throw err;
  }
}

export async function authenticate(deps: Pick<AuthDeps, 'db' | 'auth'>, email: string, password: string) {
  const user = await deps.auth.findUserByEmail(deps.db, normalizeEmail(email));
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) throw new HttpError(401, 'INVALID_CREDENTIALS', serverMessages.invalidCredentials);
  // Only after the password: without it, a suspended account answers like any wrong password.
  if (user.suspendedAt) throw new HttpError(403, 'ACCOUNT_SUSPENDED', trustMessages.accountSuspended);
  return user;
}

/** An account an operator makes, of any role. */
interface OperatorAccount {
  role: 'admin' | 'teacher' | 'student' | 'company';
  email: string;
  password: string;
  name: string;
  surname?: string;
  phone?: string;
  address?: string;
  subject?: string;
  companyName?: string;
  locale?: Lang;
}
type AlsoInTx = (tx: Tx, userId: string) => Promise<void>;

/**
 * Creates an account of any role with its profile, for the admin bootstrap, the CLI, the demo seed and the admin
 * screen: they hand over the database, and the rows go through this module's repository.
 */
export const createAccount = (
  deps: Pick<FastifyInstance, 'db'>,
  account: OperatorAccount,
  alsoInTx?: AlsoInTx,
): Promise<string> => createAccountWith({ db: deps.db, auth: authRepository }, account, alsoInTx);

/**
 * `createAccount` on the repository it is given. `alsoInTx` writes what belongs with the account (the admin screen's
 * log line) in the same transaction.
 */
export async function createAccountWith(
  deps: Pick<AuthDeps, 'db' | 'auth'>,
  account: OperatorAccount,
  alsoInTx?: AlsoInTx,
): Promise<string> {
  const email = normalizeEmail(account.email);
  const passwordHash = await hashPassword(account.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const userId = await deps.auth.insertUser(tx, {
        role: account.role,
        email,
        passwordHash,
        name: account.name,
        surname: account.surname ?? '',
        phone: account.phone ?? '',
        address: account.address ?? '',
        locale: account.locale ?? 'tr',
        // An operator (admin screen, CLI, demo seed, ADMIN_EMAIL) vouches for the address (decision 031).
        emailVerifiedAt: new Date(),
      });
      if (account.role === 'teacher') await deps.auth.insertTeacherProfile(tx, userId, account.subject ?? '');
      if (account.role === 'company')
        await deps.auth.insertCompanyProfile(tx, userId, account.companyName ?? account.name);
      await alsoInTx?.(tx, userId);
      return userId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
