import type { about as tr } from '../tr/about.ts';
import type { Same } from '../types.ts';

export const about: Same<typeof tr> = {
  title: 'About the project',
  edit: 'Edit page',
  loadFailed: 'The page could not be loaded.',
  mainImageAlt: 'Main picture of the about page',
  endImageAlt: 'Closing picture of the about page',
  defaultImageAlt: 'Illustration on IT training: a screen and a rising chart',
};
