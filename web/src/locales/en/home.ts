import type { home as tr } from '../tr/home.ts';
import type { Same } from '../types.ts';

export const home: Same<typeof tr> = {
  banner: {
    title: 'Skills in IT Project',
    lead: 'We prepare young people for the IT sector with training in the Internet of Things and cyber security.',
    alt: 'Illustration on IT training: a computer screen, connected devices and a padlock',
  },
  project: {
    title: 'About the project',
    lead: 'Beceri is a grant-funded training and employment project run jointly by a chamber of industry and a vocational and technical high school.',
  },
  /** The facts' headings; their texts are the open cohort's (admins edit them, decision 053). */
  facts: {
    duration: 'Duration',
    audience: 'Who it is for',
    trainings: 'Training',
    lab: 'Lab',
    internship: 'Internships',
    closing: 'Closing',
    exam: 'Exam',
  },
  stakeholders: {
    title: 'Partners',
    chamber: { name: 'İzmit Regional Chamber of Industry', role: 'Project owner' },
    school: { name: 'İzmit Vocational and Technical High School', role: 'Project partner' },
    eu: { name: 'European Union', role: 'Funding' },
    turkey: { name: 'Republic of Türkiye', role: 'Funding' },
    companies: { name: 'IT companies in the region', role: 'Internships and jobs' },
  },
  activities: {
    title: 'Activities',
    iot: {
      title: 'IoT Applications Training',
      text: 'Hands-on training on sensors, connected devices and data collection.',
    },
    security: {
      title: 'Cyber Security Training',
      text: 'Network security, secure software and protection against attacks.',
    },
    lab: { title: 'IT Lab', text: 'A 21-seat lab with a workstation for every participant.' },
    internship: {
      title: 'Internship Scheme',
      text: 'Work experience through planned internships with companies in the region.',
    },
    seminar: { title: 'Closing Seminar', text: 'A seminar in September 2024 to share the results.' },
    exam: {
      title: 'Vocational Qualification Exam',
      text: 'Preparation for the certification exam; the exam fee is paid by the participant.',
    },
  },
  landing: {
    title: 'Build your future in IT',
    lead: 'Explore the courses, get ready for the exams and apply for jobs in the region.',
    toCourses: 'Explore courses',
    toJobs: 'Explore jobs',
  },
  carousel: {
    label: 'Pictures from the project news',
    prev: 'Previous picture',
    next: 'Next picture',
    pause: 'Stop slideshow',
    play: 'Start slideshow',
    slideOf: '{{n}} / {{total}}',
    openNews: '{{alt}} — Go to news',
    slides: {
      lab: 'Computers side by side in the IT lab',
      iot: 'Internet of Things: a microcontroller sending a wireless signal',
      security: 'Cyber security: a locked shield',
      internship: 'Internship scheme: a briefcase',
      seminar: 'Closing seminar: a rising chart on a projection screen',
    },
  },
};
