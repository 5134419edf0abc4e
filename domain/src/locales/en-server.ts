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
  questionBank: {
    drawOverBank: 'The number of questions drawn cannot be larger than the number of questions in the bank.',
    templateSheet: 'Questions',
    templateExample: {
      question: 'At which layer does HTTP work?',
      options: 'Application|Network|Physical|Data link',
      correct: '1',
    },
    templateFilename: 'question-bank-template',
    import: {
      emptyFile: 'The file has no questions to import.',
      unreadable: 'The file could not be read: upload a CSV (UTF-8) or XLSX file like the template.',
      badHeader:
        'The first row of the file must be the template headings: question, option1–option5, correct (missing column: {{column}}).',
      rowsInvalid: 'The file has {{count}} errors; no question was added. Fix them and upload the file again.',
      overCap:
        'The bank has {{existing}} questions; the {{imported}} questions of the file would pass the limit of {{max}}. No question was added.',
      textMissing: 'Row {{row}}, column “{{column}}”: the question text cannot be empty.',
      textTooLong: 'Row {{row}}, column “{{column}}”: the question text can be at most {{max}} characters.',
      optionTooLong: 'Row {{row}}, column “{{column}}”: an option can be at most {{max}} characters.',
      tooFewOptions: 'Row {{row}}, option columns: at least 2 options must be filled.',
      correctMissing: 'Row {{row}}, column “{{column}}”: write the number (1–5) or letter (A–E) of the correct option.',
      correctBlank:
        'Row {{row}}, column “{{column}}”: the correct answer is option {{number}}, but that option is empty.',
    },
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
      programme: 'Lab and completion',
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
      cohort: 'Cohort',
      hours: 'Lab hours',
      hoursPlanned: 'Hours planned',
      hoursDelivered: 'Hours delivered',
      hoursAttended: 'Hours attended (person × hours)',
      completionEligible: 'Enrolments in courses with lab sessions',
      completionCompleted: 'Completed with a certificate',
      completionRate: 'Completion rate',
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
