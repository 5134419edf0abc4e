import type { LogEvent, LogEvents, logVariants } from '../../log-events.ts';

/** One text per event, or per value of the parameter that `logVariants` names for it. */
export type LogTexts = {
  events: {
    [E in LogEvent]: E extends keyof typeof logVariants
      ? Record<LogEvents[E][(typeof logVariants)[E] & keyof LogEvents[E]] & string, string>
      : string;
  };
  deletedUser: string;
  untitled: string;
};

/**
 * The activity log in Turkish (docs/product.md): the sentences the log has always written, word for word, so an entry
 * converted from its stored text reads as it did (decision 044). `{{x}}` takes the parameter `x`.
 */
export const tr: LogTexts = {
  events: {
    'user.registered': {
      student: '{{userName}} adlı öğrenci kayıt oldu',
      company: '{{userName}} şirketi kayıt oldu',
    },
    'course.added': {
      teacher: '{{teacherName}} adlı öğretmen "{{courseTitle}}" kursunu ekledi',
      admin: 'Yönetici "{{courseTitle}}" kursunu ekledi',
    },
    'course.classAdded': {
      teacher: '{{teacherName}} adlı öğretmen "{{courseTitle}}" kursuna "{{classTitle}}" dersini ekledi',
      admin: 'Yönetici "{{courseTitle}}" kursuna "{{classTitle}}" dersini ekledi',
    },
    'course.deleted': {
      teacher: '{{teacherName}} adlı öğretmen "{{courseTitle}}" kursunu sildi',
      admin: 'Yönetici "{{courseTitle}}" kursunu sildi',
    },
    'course.enrolled': '{{studentName}} adlı öğrenci "{{courseTitle}}" kursuna kaydoldu',
    'exam.attempted': {
      passed: '{{studentName}} adlı öğrenci "{{courseTitle}}" kursunun sınavına girdi: {{score}}/{{total}} puan, geçti',
      failed:
        '{{studentName}} adlı öğrenci "{{courseTitle}}" kursunun sınavına girdi: {{score}}/{{total}} puan, geçemedi',
    },
    'job.added': {
      company: '{{companyName}} şirketi "{{jobTitle}}" iş ilanını ekledi',
      admin: 'Yönetici "{{jobTitle}}" iş ilanını ekledi',
    },
    'job.applied': '{{studentName}} adlı öğrenci "{{jobTitle}}" ilanına başvurdu',
    'application.withdrawn': '{{studentName}} adlı öğrenci "{{jobTitle}}" ilanına yaptığı başvuruyu geri çekti',
    'application.moved': {
      Shortlisted: '{{companyName}} şirketi {{studentName}} adlı öğrenciyi "{{jobTitle}}" ilanı için kısa listeye aldı',
      Rejected: '{{companyName}} şirketi {{studentName}} adlı öğrencinin "{{jobTitle}}" ilanına başvurusunu reddetti',
      Hired: '{{companyName}} şirketi {{studentName}} adlı öğrenciyi "{{jobTitle}}" ilanı için işe aldı',
    },
    'news.added': '{{adminName}} adlı yönetici "{{newsTitle}}" haberini ekledi',
    'news.updated': '{{adminName}} adlı yönetici "{{newsTitle}}" haberini güncelledi',
    'news.deleted': '{{adminName}} adlı yönetici "{{newsTitle}}" haberini sildi',
    'about.updated': '{{adminName}} adlı yönetici "Proje Hakkında" sayfasını güncelledi',
    'resume.updated': '{{studentName}} adlı öğrenci özgeçmişini güncelledi',
    'teacher.created': 'Yönetici, {{teacherName}} adlı öğretmenin hesabını açtı',
    'company.approved': 'Yönetici, {{companyName}} şirketini onayladı',
    'company.rejected': 'Yönetici, {{companyName}} şirketinin kaydını reddetti',
    'account.suspended': {
      student: 'Yönetici, {{userName}} adlı öğrencinin hesabını askıya aldı',
      teacher: 'Yönetici, {{userName}} adlı öğretmenin hesabını askıya aldı',
      company: 'Yönetici, {{userName}} şirketinin hesabını askıya aldı',
      admin: 'Yönetici, {{userName}} adlı yöneticinin hesabını askıya aldı',
    },
    'account.reactivated': {
      student: 'Yönetici, {{userName}} adlı öğrencinin hesabını yeniden etkinleştirdi',
      teacher: 'Yönetici, {{userName}} adlı öğretmenin hesabını yeniden etkinleştirdi',
      company: 'Yönetici, {{userName}} şirketinin hesabını yeniden etkinleştirdi',
      admin: 'Yönetici, {{userName}} adlı yöneticinin hesabını yeniden etkinleştirdi',
    },
    'account.mfaReset': {
      student: 'Yönetici, {{userName}} adlı öğrencinin iki adımlı doğrulamasını sıfırladı',
      teacher: 'Yönetici, {{userName}} adlı öğretmenin iki adımlı doğrulamasını sıfırladı',
      company: 'Yönetici, {{userName}} şirketinin iki adımlı doğrulamasını sıfırladı',
      admin: 'Yönetici, {{userName}} adlı yöneticinin iki adımlı doğrulamasını sıfırladı',
    },
    'student.extraTimeSet': 'Yönetici, {{studentName}} adlı öğrencinin ek sınav süresini değiştirdi',
    'job.unpublished': 'Yönetici "{{jobTitle}}" iş ilanını yayından kaldırdı',
    'job.republished': 'Yönetici "{{jobTitle}}" iş ilanını yeniden yayına aldı',
    'mail.retried': 'Yönetici gönderilemeyen bir e-postayı ({{template}}) yeniden gönderime aldı',
    'attendance.saved': {
      teacher: '{{teacherName}} adlı öğretmen "{{courseTitle}}" kursunun yoklamasını kaydetti ({{marks}} öğrenci)',
      admin: 'Yönetici "{{courseTitle}}" kursunun yoklamasını kaydetti ({{marks}} öğrenci)',
    },
    'cohort.created': 'Yönetici "{{cohortTitle}}" dönemini ekledi',
    'cohort.updated': 'Yönetici "{{cohortTitle}}" dönemini güncelledi',
    'cohort.opened': {
      none: 'Yönetici "{{cohortTitle}}" dönemini açtı',
      other: 'Yönetici "{{cohortTitle}}" dönemini açtı; "{{closedTitle}}" dönemi kapandı',
    },
    'contact.replied': 'Yönetici bir iletişim mesajını e-postayla yanıtladı',
    'contact.deleted': 'Yönetici bir iletişim mesajını sildi',
  },
  deletedUser: 'Silinmiş kullanıcı',
  untitled: 'Adsız',
};
