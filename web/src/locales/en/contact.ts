import type { contact as tr } from '../tr/contact.ts';
import type { Same } from '../types.ts';

export const contact: Same<typeof tr> = {
  title: 'Contact',
  intro: 'Write to us with your questions about the project, the courses or the jobs.',
  formTitle: 'Write to us',
  name: 'Full name',
  phone: 'Phone',
  email: 'Email',
  message: 'Your message',
  send: 'Send',
  sending: 'Sending...',
  sent: 'Your message has been sent.',
  failed: 'Your message could not be sent.',
  messageRequired: 'Write your message',
  emailInvalid: 'Enter a valid email address (e.g. name@example.com) or leave the field empty',
  detailsTitle: 'Contact details',
  address: 'Address',
  mapsTitle: 'Find us',
  maps: {
    fair: { title: 'Fair ground, İzmit (OpenStreetMap map)', caption: 'Project office — Fair Ground, İzmit' },
    centre: { title: 'İzmit city centre (OpenStreetMap map)', caption: 'Training lab — İzmit centre' },
  },
};
