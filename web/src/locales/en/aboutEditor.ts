import type { aboutEditor as tr } from '../tr/aboutEditor.ts';
import type { Same } from '../types.ts';

export const aboutEditor: Same<typeof tr> = {
  title: 'Edit the About Page',
  mainImage: 'Main picture',
  endImage: 'Closing picture',
  imageHint: 'JPEG, PNG or WebP; up to 5 MB. If you choose none, the current picture stays.',
  current: '{{label}}: current picture',
  removeImage: 'Remove current picture',
  mainText: 'Main text',
  mainTextEn: 'Main text (English)',
  englishHint: 'Optional. Left empty, the English page shows the Turkish text.',
  imageAlt: '{{label}}: what it shows',
  imageAltEn: '{{label}}: what it shows (English)',
  imageAltHint: 'A short description for people who cannot see the picture. Left empty, a general one is used.',
  cardEn: 'Card {{n}} (English)',
  mainTextRequired: 'Enter the main text of the page; left empty, the public page would show nothing',
  cards: 'Cards',
  card: 'Card {{n}}',
  addCard: 'Add card',
  removeCard: 'Remove card {{n}}',
  submit: 'Submit',
  submitting: 'Submitting...',
  saved: 'About page updated.',
  failed: 'Something went wrong, please try again.',
};
