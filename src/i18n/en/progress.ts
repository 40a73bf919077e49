/**
 * English words of the "Your progress" section (/learn/, /quiz/) and of the short notice about
 * unreadable lesson stars on a lesson page.
 */
/** The "Your progress" section on /learn/ and /quiz/ (its messages: en-input.ts). */
export const progressSectionText = {
  title: 'Your progress',
  /** Inside a larger "Your progress" section (the quiz's). */
  fileTitle: 'Keep it in a file',
  intro:
    'Your lesson stars, quiz progress and practice-table session and problem-set answers are kept in this browser only. Save them to a file to keep a copy or to move them to another browser.',
  /** On a lesson page (the whole notice, with its actions, is on /learn/). */
  starsReset: (kept: boolean) =>
    kept
      ? 'Your lesson stars could not be read, so they start afresh. A copy is kept in this browser:'
      : 'Your lesson stars could not be read, so they start afresh, and this browser could not keep a copy (its storage is full).',
  starsEarlier: 'A copy of your lesson stars that could not be read is kept in this browser:',
  starsNotSaved: 'Your lesson stars could not be saved: this browser’s storage for the site is full.',
  starsRestoreLink: 'restore it under “Your progress” on the lessons page',
  download: 'Download the copy',
  starsDropped: 'To make room, the oldest unreadable copy of your lesson stars was deleted from this browser:',
};
