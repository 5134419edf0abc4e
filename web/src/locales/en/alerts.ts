import type { Same } from '../types.ts';
import type { alerts as tr } from '../tr/alerts.ts';

/** Saved job searches ('job alerts', decision 064): see the Turkish namespace. */
export const alerts: Same<typeof tr> = {
  save: 'Save this search',
  saveHint: 'New jobs matching this search will be emailed to you every morning at 08:00.',
  saved: 'Search saved. We will email you new jobs every morning.',
  alreadySaved: 'This search is saved',
  alreadySavedHint:
    'New jobs matching this search are emailed to you every morning. You can delete it on your profile.',
  full: 'You can save at most {{max}} searches. To save a new one, delete a search on your profile.',
  manage: 'My saved searches',
  failed: 'That did not work. Please try again.',
  sectionTitle: 'Saved job searches',
  sectionExplain:
    'New jobs matching your saved searches come in one email every morning at 08:00 (Turkey time). When there is nothing new, no email is sent.',
  count: '{{n}}/{{max}} searches saved',
  none: 'You have no saved searches yet. Search on the jobs page and press “Save this search”.',
  toJobs: 'Go to the jobs',
  loadFailed: 'Your saved searches could not be loaded.',
  words: 'Words: “{{q}}”',
  anyWords: 'All jobs',
  city: 'City: {{city}}',
  anyCity: 'All cities',
  type: 'Type of work: {{type}}',
  anyType: 'All types of work',
  savedOn: 'Saved on {{date}}',
  open: 'See the jobs',
  openLabel: 'See the jobs of the search {{summary}}',
  delete: 'Delete',
  deleteLabel: 'Delete the search {{summary}}',
  deleted: 'Search deleted.',
  unsubscribeTitle: 'Unsubscribe from job alerts',
  unsubscribeIntro: 'You are about to stop the daily email for these saved searches:',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You have unsubscribed. You will no longer get emails for these searches.',
  nothingLeft: 'The searches of this email have already been deleted; you will get no more emails for them.',
  invalidLink:
    'This link is not valid. Open the link from the email in full, or log in and delete your searches on your profile.',
  loading: 'Loading…',
  noLogin: 'You do not need to log in for this.',
};
