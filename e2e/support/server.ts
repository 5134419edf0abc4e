/**
 * Runs the real app for the browser suite (one server per run) plus a small control server
 * on another loopback port that lets fixtures create accounts and sessions directly.
 * The control server lives only here, in the test harness: the app has no test back door.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app.ts';
import { seedFirstCohort } from '../../server/src/modules/cohorts/repository.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { companyProfiles, labSessions, studentProfiles, users } from '../../server/src/db/schema/index.ts';
import { insertStudentProfile } from '../../server/src/modules/auth/repository.ts';
import { insertFile } from '../../server/src/modules/files/repository.ts';
import { createAccount } from '../../server/src/modules/auth/service.ts';
import { jobAlertsDeps, sendDigests } from '../../server/src/modules/job-alerts/service.ts';
import { storeBuffer } from '../../server/src/lib/stored-uploads.ts';
import { SESSION_COOKIE } from '../../server/src/plugins/sessions.ts';
import { eq } from 'drizzle-orm';
import { tcNumber } from '../../server/test/tc-number.ts';
import { SMTPServer } from 'smtp-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-e2e-'));
const outboxDir = path.join(dataDir, 'outbox');

/**
 * With E2E_SMTP=1 (a spec's own server, support/own-server.ts) mail goes over SMTP to a real SMTP server here, which
 * the control server stops and starts (connection refused while stopped); each message it takes is written to the
 * outbox folder, so `GET /outbox` reads it as with the default stream transport.
 */
const smtpCatcher = process.env.E2E_SMTP === '1' ? await startSmtpCatcher() : undefined;

async function startSmtpCatcher() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        fs.mkdirSync(outboxDir, { recursive: true });
        received += 1;
        const name = `${Date.now()}-${String(received).padStart(6, '0')}.eml`;
        fs.writeFileSync(path.join(outboxDir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    up: true,
    async stop() {
      if (!this.up) return;
      this.up = false;
      // Open connections are cut too: nothing reaches the server until it starts again.
      for (const connection of server.connections) connection.close();
      await new Promise<void>((resolve) => server.server.close(() => resolve()));
    },
    async start() {
      if (this.up) return;
      this.up = true;
      await listen(port);
    },
  };
}
const webDist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  // The harness always runs on PGlite (below), so it needs no DATA_KEY even when the shell has a DATABASE_URL.
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  WEB_DIST: webDist,
  ADMIN_EMAIL: 'admin@beceri.test',
  ADMIN_PASSWORD: 'Yonetici-2024',
  ...(smtpCatcher ? { SMTP_URL: smtpCatcher.url } : {}),
});

const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), lock: true });
await database.migrate();
// The first cohort, as a server's start-up seeds it (decision 053): the home page's facts and the sign-up's window.
await seedFirstCohort(database.db, config.firstCohortBirthWindow);
const app = await buildApp({ config, database });
await createAccount(app, { role: 'admin', email: 'admin@beceri.test', password: 'Yonetici-2024', name: 'Admin' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

let counter = 0;
interface CreateUserBody {
  role: 'student' | 'teacher' | 'company' | 'admin';
  email?: string;
  password?: string;
  name?: string;
  surname?: string;
  companyName?: string;
  /** Base64 of a resume to attach (students). */
  resumeBase64?: string;
  resumeName?: string;
  /** indicators: the student's answers instead of the defaults, and a registration time (ISO). */
  profile?: {
    gender?: 'male' | 'female';
    dateOfBirth?: string;
    educationLevel?: string;
    jobSeekingStatus?: 'no' | 'job' | 'internship';
    disability?: 'yes' | 'no';
  };
  registeredAt?: string;
  /** A student's cohort instead of the open one (the admin users' cohort filter). */
  cohortId?: string;
  /** A company's vetting state: 'pending' is what sign-up gives with COMPANY_APPROVAL=required. */
  approval?: 'pending' | 'approved' | 'rejected';
}

async function createUser(body: CreateUserBody) {
  counter += 1;
  const n = counter;
  const stamp = `${Date.now().toString(36)}${n}`;
  const email = body.email ?? `${body.role}-${stamp}@beceri.test`;
  const password = body.password ?? 'Parola1!';
  const name = body.name ?? { student: 'Ayşe', teacher: 'Zeynep', company: 'Mehmet', admin: 'Admin' }[body.role];
  const surname = body.surname ?? { student: 'Yılmaz', teacher: 'Kaya', company: 'Demir', admin: '' }[body.role];
  const companyName = body.companyName ?? `Körfez Bilişim ${stamp}`;
  const id = await createAccount(app, {
    role: body.role,
    email,
    password,
    name,
    surname,
    companyName,
    subject: 'Python',
  });
  if (body.role === 'student') {
    // The keyed hash of the TC number is unique: every account gets a number of its own.
    const idNumber = tcNumber(n);
    await insertStudentProfile(app.db, app.personalData, {
      userId: id,
      idNumber,
      gender: 'female',
      dateOfBirth: '2001-04-12',
      educationLevel: 'universityStudent',
      jobSeekingStatus: 'job',
      disability: 'no',
      ...(body.profile as object),
    });
    if (body.cohortId)
      await app.db.update(studentProfiles).set({ cohortId: body.cohortId }).where(eq(studentProfiles.userId, id));
    if (body.resumeBase64) {
      const { upload, key } = await storeBuffer(
        app,
        'resume',
        body.resumeName ?? 'ozgecmis.pdf',
        Buffer.from(body.resumeBase64, 'base64'),
      );
      await app.db.transaction(async (tx) => {
        const fileId = await insertFile(tx, upload, key, id);
        await tx.update(studentProfiles).set({ resumeFileId: fileId }).where(eq(studentProfiles.userId, id));
      });
    }
  }
  if (body.registeredAt)
    await app.db
      .update(users)
      .set({ createdAt: new Date(body.registeredAt) })
      .where(eq(users.id, id));
  if (body.role === 'company' && body.approval) {
    await app.db.update(companyProfiles).set({ approval: body.approval }).where(eq(companyProfiles.userId, id));
  }
  const token = await app.sessions.create(id);
  return {
    id,
    email,
    password,
    role: body.role,
    name,
    surname,
    companyName,
    cookie: { name: SESSION_COOKIE, value: token },
  };
}

const control = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', async () => {
    try {
      if (req.method === 'POST' && req.url === '/users') {
        const user = await createUser(JSON.parse(raw || '{}'));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(user));
        return;
      }
      if (req.method === 'POST' && smtpCatcher && (req.url === '/smtp/stop' || req.url === '/smtp/start')) {
        await (req.url === '/smtp/stop' ? smtpCatcher.stop() : smtpCatcher.start());
        res.writeHead(204).end();
        return;
      }
      // A lab session inserted as the sessions API would store it (attendance.spec makes its sessions here).
      if (req.method === 'POST' && req.url === '/lab-sessions') {
        const b = JSON.parse(raw || '{}') as {
          courseId: string;
          courseTitle: string;
          teacherId: string;
          startsAt: string;
          endsAt: string;
        };
        const [row] = await app.db
          .insert(labSessions)
          .values({
            courseId: b.courseId,
            courseTitle: b.courseTitle,
            teacherId: b.teacherId,
            startsAt: new Date(b.startsAt),
            endsAt: new Date(b.endsAt),
          })
          .returning({ id: labSessions.id });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(row));
        return;
      }
      // The daily digest of saved searches, run now instead of at 08:00 (job-alerts.spec), as its queued job runs it.
      if (req.method === 'POST' && req.url === '/job-alert-digest') {
        const mailed = await sendDigests(jobAlertsDeps(app));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mailed }));
        return;
      }
      if (req.method === 'GET' && req.url === '/outbox') {
        const dir = outboxDir;
        const mails = fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .sort()
              .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
          : [];
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
        return;
      }
      res.writeHead(404).end();
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    }
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlPort = (control.address() as { port: number }).port;

// The parent reads this one line to learn where everything is.
console.log(
  `E2E_READY ${JSON.stringify({ baseURL: address, controlURL: `http://127.0.0.1:${controlPort}`, dataDir })}`,
);

async function shutdown() {
  control.close();
  await smtpCatcher?.stop();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
