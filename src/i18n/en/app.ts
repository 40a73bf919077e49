/** English text of the site-wide parts: the installable app (manifest, update prompt) and the search. */

export const appText = {
  /** Web app manifest: what the phone shows under the icon and in the app list. */
  manifest: {
    name: 'Doko Trainer: learn Doppelkopf',
    shortName: 'Doko Trainer',
    description: 'Lessons, drills, a practice table and a hand analyser for Doppelkopf. Works offline once opened.',
  },
  update: {
    ready: 'A new version of Doko Trainer is ready.',
    reload: 'Reload',
    later: 'Later',
    hint: 'Reloading starts the page again: finish your answer first.',
  },
};

/** Kinds of search result, as the index records them (see src/search/indexIntegration.ts). */
export type SearchKind = 'lesson' | 'rules' | 'glossary' | 'tool';

export const searchText = {
  label: 'Search lessons, rules and glossary',
  placeholder: 'Search',
  shortcut: 'Press / to search',
  submit: 'Search',
  close: 'Close search',
  pageTitle: 'Search',
  pageIntro: 'Search the lessons, the rules reference and the glossary. Works offline too, once the site has been opened.',
  loading: 'Loading the search…',
  searching: 'Searching…',
  typeMore: 'Type a word to search: a German table word (Fuchs, Dulle) or an English one (fox, marriage).',
  // The search runs in a script shared by every language of a page, so these three travel to it
  // as plain templates in the page's markup ({q}: the query, {n}: a number; see src/search/words.ts).
  none: 'Nothing found for “{q}”. Try a German or English table word, or fewer letters.',
  count: { one: '{n} result for “{q}”', other: '{n} results for “{q}”' },
  more: 'Show all {n} results',
  unavailable: 'The search index could not be loaded. Open the site once while online (or run npm run build when working on it), then try again.',
  kind: { lesson: 'Lesson', rules: 'Rules reference', glossary: 'Glossary', tool: 'Tool' } satisfies Record<SearchKind, string>,
  /**
   * Words of a question that say nothing about its subject: the search leaves them out, so they
   * neither rank nor get marked ("how many points is a king" searches "points king"). Not "no"
   * (No 90) nor any table word.
   */
  stopWords: [
    'a',
    'about',
    'an',
    'and',
    'are',
    'as',
    'at',
    'be',
    'by',
    'can',
    'could',
    'did',
    'do',
    'does',
    'for',
    'from',
    'get',
    'happen',
    'happens',
    'has',
    'have',
    'how',
    'i',
    'if',
    'in',
    'into',
    'is',
    'it',
    'its',
    'many',
    'may',
    'me',
    'mean',
    'means',
    'much',
    'must',
    'my',
    'of',
    'on',
    'or',
    'should',
    'so',
    'than',
    'that',
    'the',
    'then',
    'there',
    'these',
    'this',
    'those',
    'to',
    'was',
    'we',
    'what',
    'when',
    'where',
    'which',
    'who',
    'why',
    'will',
    'with',
    'work',
    'works',
    'would',
    'you',
    'your',
  ] as readonly string[],
  /** Table talk the pages put in other words: "a phrase of a question → the words the search uses instead". */
  aliases: [] as readonly string[],
};
