/** Texts of the course studio and the teacher's course page (decision 051), a chunk of their own. */
export const studio = {
  autosaveHint: 'Draft: what you write is saved automatically.',
  saving: 'Saving…',
  saved: 'Saved',
  savedWithoutQuestions: 'Saved; the incomplete questions of the test will be saved once they are complete.',
  saveFailed: 'Could not save. What you wrote stays on this page; it will be tried again shortly.',
  notSavedBecause: 'Not saved: {{reason}}',
  pdfOnPublish: 'The PDF files you chose are uploaded when the course is published.',
  publish: 'Publish',
  confirmPublish: 'Publish the course “{{title}}”?',
  confirmPublishDetail: 'A published course is visible to students and visitors, and students can enrol.',
  published: 'The course is published.',
  publishFailed: 'The course could not be published, try again.',
  publishFailedBecause: 'The course could not be published: {{reason}}',
  draft: 'Draft',
  live: 'Published',
  untitled: 'Untitled draft',
  needsDescription: 'Write the course description to publish it.',
  needsLesson: 'Add at least one lesson to publish the course.',
  draftNote: 'This course is a draft: only you and the admins can see it.',
  tabs: {
    label: 'Course sections',
    content: 'Content',
    exam: 'Exam',
    results: 'Results',
    statistics: 'Statistics',
    attendance: 'Attendance',
    lab: 'Lab sessions',
    back: 'Back to the profile',
  },
  /** Leaving a form with unsaved changes. */
  unsaved: {
    title: 'You have unsaved changes',
    detail: 'If you leave this page, your unsaved changes are lost.',
    leave: 'Leave',
    stay: 'Stay on the page',
  },
  /** The test dialog closing only on purpose. */
  discard: {
    discardTitle: 'Your questions are not saved',
    discardDetail: 'If you close the window, the changes made in it are lost. Press Save to keep them.',
    discard: 'Close without saving',
    keepEditing: 'Back to the questions',
  },
  /** 'Eski Kurslar': the rule and the last enrolment. */
  ended: {
    rule: 'Your courses in which no new student has enrolled for {{days}} days since their publication or last enrolment.',
    lastEnrolled: 'Last enrolment',
    noEnrolment: 'No enrolment',
  },
};
