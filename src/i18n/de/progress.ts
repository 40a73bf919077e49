/**
 * Der Abschnitt „Dein Fortschritt“ auf /learn/ und /quiz/. Zwilling von src/i18n/en/progress.ts.
 */

/** Der Abschnitt „Dein Fortschritt“ auf /learn/ und /quiz/ (seine Meldungen: storage.ts). */
export const progressSectionText = {
  title: 'Dein Fortschritt',
  /** Innerhalb eines größeren Abschnitts „Dein Fortschritt“ (dem des Quiz). */
  fileTitle: 'In einer Datei sichern',
  intro:
    'Deine Lektionssterne, dein Quizfortschritt, deine Sitzung am Übungstisch und deine Antworten in Aufgabensammlungen liegen nur in diesem Browser. Speichere sie in einer Datei, um eine Kopie zu haben oder sie in einen anderen Browser mitzunehmen.',
  /** Auf einer Lektionsseite (der ganze Hinweis mit seinen Knöpfen steht auf /learn/). */
  starsReset: (kept: boolean) =>
    kept
      ? 'Deine Lektionssterne ließen sich nicht lesen und fangen neu an. Eine Kopie liegt in diesem Browser:'
      : 'Deine Lektionssterne ließen sich nicht lesen und fangen neu an, und dieser Browser konnte keine Kopie behalten (sein Speicher ist voll).',
  starsEarlier: 'Eine Kopie deiner Lektionssterne, die sich nicht lesen ließ, liegt in diesem Browser:',
  starsNotSaved: 'Deine Lektionssterne ließen sich nicht speichern: der Speicher dieses Browsers für die Seite ist voll.',
  starsRestoreLink: 'stell sie unter „Dein Fortschritt“ auf der Lektionsseite wieder her',
  download: 'Kopie herunterladen',
  starsDropped: 'Um Platz zu schaffen, wurde die älteste unlesbare Kopie deiner Lektionssterne aus diesem Browser gelöscht:',
};
