import type { about as tr } from '../tr/about.ts';
import type { Same } from '../types.ts';

export const about: Same<typeof tr> = {
  title: 'About the project',
  edit: 'Edit page',
  loadFailed: 'The page could not be loaded.',
  mainImageAlt: 'Main picture of the about page',
  endImageAlt: 'Closing picture of the about page',
  defaultImageAlt: 'Illustration on IT training: a screen and a rising chart',
  editor: {
    title: 'Edit the About Page',
    mainImage: 'Main picture',
    endImage: 'Closing picture',
    imageHint: 'JPEG, PNG or WebP; up to 5 MB. If you choose none, the current picture stays.',
    current: '{{label}}: current picture',
    removeImage: 'Remove current picture',
    mainText: 'Main text',
    mainTextRequired: 'Enter the main text of the page; left empty, the public page would show nothing',
    cards: 'Cards',
    card: 'Card {{n}}',
    addCard: 'Add card',
    removeCard: 'Remove card {{n}}',
    submit: 'Submit',
    submitting: 'Submitting...',
    saved: 'About page updated.',
    failed: 'Something went wrong, please try again.',
  },
};
