import type { kvkk as tr } from '../tr/kvkk.ts';
import type { Same } from '../types.ts';

export const kvkk: Same<typeof tr> = {
  personalData: {
    title: 'My personal data',
    intro: 'You can download everything we hold about you and the files you uploaded, or delete your account.',
    noticeLink: 'Privacy notice',
    download: 'Download my data',
    downloading: 'Preparing...',
    downloadFailed: 'Your data could not be downloaded, please try again.',
    fileName: 'beceri-my-data.zip',
    delete: 'Delete my account',
    dialogTitle: 'Are you sure you want to delete your account?',
    dialogDescription:
      'Your account and the personal data we hold about you are deleted for good; this cannot be undone. Enter your password to confirm.',
    whatHappens: {
      student:
        'Your profile, course enrolments, exam results, applications and resume are deleted. An anonymous summary (such as gender, age band and education) stays for the programme statistics.',
      teacher:
        'The courses you added stay available to students and pass to the programme administration; your name is removed from the courses and the activity log.',
      company:
        'Your job postings and the applications to them are deleted; your company name is removed from the activity log.',
      admin: 'Your name is removed from the activity log; the content you added stays.',
    },
    password: 'Password',
    confirm: 'Delete my account for good',
    deleting: 'Deleting...',
    deleted: 'Your account has been deleted.',
  },
  disability: {
    title: 'Disability information',
    yes: 'Yes',
    no: 'No',
    none: 'Nothing stored.',
    consentGiven: 'You have given explicit consent to the processing of this information.',
    withdraw: 'Withdraw my consent',
    erase: 'Delete this information',
    dialogTitle: 'Delete your disability information?',
    dialogDescription:
      'Your stored answer about disability is deleted and any explicit consent you gave for it is withdrawn. If you would like to share it again for accessibility support, you can contact us.',
    confirm: 'Withdraw and delete',
    done: 'Your disability information has been deleted.',
    failed: 'Something went wrong, please try again.',
  },
  idNumber: 'Turkish ID number',
  idNumberMasked: 'Turkish ID number: masked',
  notice: {
    title: 'Privacy Notice (Personal Data Protection Law, KVKK)',
    version: 'Version: {{version}}',
    intro:
      'This notice explains what information the Beceri platform keeps about you, why, and your rights over it under Law No. 6698 on the Protection of Personal Data (KVKK).',
    controllerTitle: 'Data controller',
    controllerLabel: 'Data controller:',
    controllerProject:
      'The platform is run as part of a vocational training and employment project funded by the European Union and the Republic of Türkiye.',
    contactLabel: 'Contact:',
    dataTitle: 'What we keep',
    data: {
      identity:
        'Identity and contact: first and last name, email, phone, address; for students also the Turkish ID number, date of birth and gender.',
      education:
        'Education and work: education, job-seeking status, resume, course enrolments, exam results and job applications.',
      disability:
        'Disability: health-related special category data; a “Yes” answer is stored only if you also give explicit consent.',
      security: 'Security records: sessions, password reset codes and the activity log of the platform.',
    },
    purposesTitle: 'Why we keep it',
    purposes: {
      account:
        'To open your account and handle your course enrolments and job applications (entering into and performing a contract, KVKK art. 5/2-c).',
      applications:
        'So that a company you apply to can assess you: your resume and education details are shared only with the owner of the job you applied for.',
      reporting:
        'To report to the funding bodies and track participant targets (legal obligation and legitimate interest, KVKK art. 5/2-ç and f). Reports use only anonymous totals.',
      disability:
        'Disability information: accessibility support and measuring the participation of disadvantaged groups; only with your explicit consent (KVKK art. 6). You can withdraw your consent at any time on your profile page; your answer is deleted at once.',
      security: 'The security of the platform and of your account: sessions and the prevention of abuse.',
    },
    sharingTitle: 'Who we share it with',
    sharing:
      'With the company that owns a job you apply for (what the application needs), with the funding bodies (anonymous totals only) and, where the law requires it, with the competent public authorities.',
    protectionTitle: 'How we protect it',
    protection:
      'Your Turkish ID number and disability information are stored encrypted (AES-256) in the database; screens show only the first and last digits of your ID number. Your password is stored in a form that cannot be reversed.',
    retentionTitle: 'How long we keep it',
    retention: {
      account:
        'As long as your account exists. When you delete your account, your personal data and files are deleted at once.',
      statistics:
        'An anonymous summary stays for the programme statistics (gender, age band, education and job-seeking status, disability yes/no, the stage reached, month of registration); the activity log shows “Deleted user” instead of your name.',
      mails:
        'Copies of sent emails, expired or used password reset codes and sessions are deleted 7 days after they end.',
      contactMessages:
        'Messages you send through the contact form (your name, email address, phone number and message) are deleted {{months}} months after they reach us.',
    },
    rightsTitle: 'Your rights (KVKK art. 11)',
    rightsIntro: 'By applying to us, you can:',
    rights: {
      know: 'learn whether your personal data is processed,',
      information: 'request information about the processing if it is,',
      purpose: 'learn the purpose of the processing and whether the data is used accordingly,',
      recipients: 'know the third parties in Türkiye or abroad to whom it is transferred,',
      rectify: 'ask for it to be corrected if it is incomplete or wrong,',
      erase: 'ask for it to be deleted or destroyed under the conditions of article 7 of the Law,',
      notify:
        'ask for corrections, deletions and destructions to be notified to the third parties who received the data,',
      object: 'object to an outcome against you that results solely from automated analysis,',
      compensation: 'claim compensation if you suffer damage from unlawful processing.',
    },
    howTitle: 'How to use your rights',
    howSelf:
      'On your profile page, <strong>Download my data</strong> gives you everything we hold about you and your files, <strong>Delete my account</strong> deletes your account, and you can withdraw the explicit consent you gave for your disability information.',
    howOther:
      'For any other request, write to <mail>{{email}}</mail> or apply in writing to {{address}}. We answer free of charge within 30 days at the latest (KVKK art. 13). If you are not satisfied with the answer, you can complain to the Personal Data Protection Board (Kişisel Verileri Koruma Kurulu).',
    loginLink: 'Log in to go to your profile page',
  },
};
