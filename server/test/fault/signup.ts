import crypto from 'node:crypto';
import { multipart, samples, uniqueIdNumber } from '../helpers.ts';

/** A complete student sign-up with a PDF resume, as the registration form posts it. */
export function studentSignup(email = `ogrenci-${crypto.randomBytes(5).toString('hex')}@example.com`) {
  const fields = {
    role: 'student',
    name: 'Ayşe',
    surname: 'Yılmaz',
    idNumber: uniqueIdNumber(),
    gender: 'female',
    dateOfBirth: '2001-04-12',
    educationLevel: 'universityStudent',
    jobSeekingStatus: 'internship',
    disability: 'no',
    email,
    password: 'Parola12!',
    consent: 'true',
  };
  const body = multipart(fields, [
    { field: 'resume', filename: 'özgeçmiş.pdf', contentType: 'application/pdf', data: samples.pdf },
  ]);
  return { email, ...body };
}
