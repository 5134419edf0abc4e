/**
 * The texts only the server renders (certificate PDFs and share lines, the feeds, the indicators workbook, the exam
 * attempts' errors), kept out of `en.ts` so the web's first chunk does not carry them; `domainLocales` (i18n.ts)
 * holds both.
 */
export const enServer = {
  /** The exam attempt errors only the server answers, already in the caller's language. */
  /** The studio's drafts: what publishing needs, and a save sent to a published course (decision 051). */
  courseDrafts: {
    notDraft: 'This course is published: changes are not saved as a draft, save them with Update.',
    publishNeedsTitle: 'Give the course a title to publish it.',
    publishNeedsDescription: 'Write the course description to publish it.',
    publishNeedsLesson: 'Add at least one lesson to publish the course.',
  },
  examAttempts: {
    badSettings:
      'Invalid exam settings: questions per attempt 1–200, time limit 1–600 minutes, pass mark 1–100 percent.',
    noOpenAttempt: 'You have no open exam attempt. Start the exam first.',
    attemptClosed: 'This attempt has ended; its answers can no longer be changed.',
    attemptNotFound: 'Exam attempt not found.',
    notYourAttempt: 'This exam attempt is not yours.',
    notDrawn: 'This question is not part of this attempt.',
    badOption: 'Choose a valid option.',
    notStudent: 'Extra time can be given to students only.',
  },
  certificates: {
    notFound: 'Certificate not found.',
    share: {
      valid: '{{name}} successfully completed the course “{{course}}” ({{date}}).',
      invalid: 'The certificate issued with this code is no longer valid.',
    },
    pdf: {
      title: 'Certificate of Achievement',
      certifies: 'This certifies that',
      completed: 'has successfully completed the course “{{course}}” with a score of {{score}}/{{total}}.',
      date: 'Date: {{date}}',
      code: 'Verification code: {{code}}',
      verify: 'Check this certificate by scanning the QR code or at this address:',
      funding: 'Awarded within a project funded by the European Union and the Republic of Türkiye.',
    },
  },
  discovery: {
    deadline: 'Apply by {{date}}',
    feedJobs: 'Open jobs and internships of the Beceri project.',
    feedNews: 'News and announcements of the Beceri project.',
  },
  workbook: {
    sheets: {
      participants: 'Participants',
      gender: 'Gender',
      ageBand: 'Age band',
      education: 'Education',
      jobSeeking: 'Job seeking',
      disability: 'Disability',
      funnel: 'Funnel',
      courses: 'Courses',
    },
    columns: {
      indicator: 'Indicator',
      value: 'Value',
      group: 'Group',
      count: 'People',
      share: 'Share',
      stage: 'Stage',
      course: 'Course',
      enrolled: 'Enrolled',
      attempted: 'Attempted',
      passed: 'Passed',
    },
    rows: {
      participants: 'Participants',
      target: 'Target',
      progress: 'Progress to target',
      from: 'Registered from',
      to: 'Registered until',
      all: 'All',
      createdAt: 'Created',
      total: 'Total',
    },
    filename: 'beceri-indicators',
  },
};
