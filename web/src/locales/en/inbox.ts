import type { inbox as tr } from '../tr/inbox.ts';
import type { Same } from '../types.ts';

/** Texts of the admin's contact inbox (/admin/messages, decision 057), in English. */
export const inbox: Same<typeof tr> = {
  title: 'Messages',
  intro:
    'Messages sent through the contact form. A message you open counts as read; messages older than {{months}} months are deleted.',
  filter: 'Show',
  filters: { unread: 'Unread', all: 'All' },
  empty: { unread: 'No unread messages.', all: 'No messages yet.' },
  noName: 'Sender without a name',
  loadFailed: 'The messages could not be loaded, please try again.',
  unread: 'Unread',
  replied: 'Replied: {{when}}',
  open: 'Open the message',
  close: 'Close the message',
  markUnread: 'Mark as unread',
  markedUnread: 'The message was marked as unread.',
  reply: 'Reply by email',
  noEmail: 'The sender left no email address; call them to reply.',
  replyTitle: 'Reply to {{name}}',
  replyTo: 'To: {{email}}',
  replyHint: "Your reply is sent through the mail queue; the sender's message is not included in the email.",
  subject: 'Subject',
  subjectDefault: 'Reply to your contact message',
  text: 'Your reply',
  textRequired: 'Write your reply',
  send: 'Send',
  sending: 'Sending...',
  cancel: 'Cancel',
  sent: 'Your reply was queued to be sent.',
  delete: 'Delete',
  confirmDelete: 'Are you sure you want to delete the message from {{name}}?',
  deleteDescription: 'The message is deleted for good; this cannot be undone.',
  deleted: 'The message was deleted.',
  failed: 'Something went wrong, please try again.',
};
