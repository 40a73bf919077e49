/**
 * Plain questions a newcomer types into the search, each with the pages that answer it (any of
 * them among the first three hits will do; a page is its path, a glossary term its anchor).
 */
export interface Question {
  readonly q: string;
  readonly answers: readonly string[];
}

export const QUESTIONS: Readonly<Record<'en' | 'de', readonly Question[]>> = {
  en: [
    { q: 'how many points is a king', answers: ['/learn/cards-and-points/'] },
    { q: 'who wins a trick', answers: ['/learn/winning-tricks/'] },
    { q: 'what are trumps', answers: ['/learn/trumps-and-plain-suits/', '/glossary/#trumpf'] },
    { q: 'must I follow suit', answers: ['/learn/following-suit/', '/glossary/#bedienen'] },
    { q: 'how many points do I need to win', answers: ['/learn/winning-targets/'] },
    { q: 'what is a marriage', answers: ['/learn/marriage/', '/glossary/#hochzeit'] },
    { q: 'how is a solo scored', answers: ['/learn/solo-scoring/'] },
    { q: 'what is the fox', answers: ['/glossary/#fuchs', '/learn/special-points/'] },
    { q: 'who plays the first card', answers: ['/learn/how-a-deal-goes/'] },
    { q: 'when can I announce Re', answers: ['/learn/announcements/', '/learn/re-and-kontra/'] },
    { q: 'what does no 90 mean', answers: ['/learn/absagen/', '/glossary/#keine-90'] },
    { q: 'how do I sort my hand', answers: ['/learn/sorting-a-hand/'] },
    { q: 'which cards are trumps in a queen solo', answers: ['/learn/queen-jack-ace-solos/'] },
    { q: 'what is poverty', answers: ['/learn/poverty/', '/glossary/#armut'] },
    { q: 'who is my partner', answers: ['/learn/finding-your-partner/'] },
    { q: 'which of two equal cards wins', answers: ['/learn/equal-cards-and-dullen/'] },
    { q: 'what is a reservation', answers: ['/learn/reservations/', '/glossary/#vorbehalt'] },
    { q: 'what is Karlchen', answers: ['/glossary/#karlchen', '/learn/special-points/'] },
    { q: 'can I take back a card', answers: ['/learn/withdrawing-and-throwing-in/'] },
    { q: 'when is a deal thrown in', answers: ['/learn/withdrawing-and-throwing-in/'] },
    { q: 'which card should I lead', answers: ['/learn/tactics-leads/'] },
    { q: 'how does the score sheet work', answers: ['/learn/scoring-step-by-step/'] },
    { q: 'what is the highest trump', answers: ['/learn/trumps-and-plain-suits/', '/learn/equal-cards-and-dullen/', '/glossary/#dulle'] },
    { q: 'how many cards does each player get', answers: ['/learn/how-a-deal-goes/'] },
  ],
  de: [
    { q: 'wie viele Augen hat ein König', answers: ['/de/learn/cards-and-points/'] },
    { q: 'wer bekommt den Stich', answers: ['/de/learn/winning-tricks/'] },
    { q: 'was ist Trumpf', answers: ['/de/learn/trumps-and-plain-suits/', '/de/glossary/#trumpf'] },
    { q: 'muss ich bedienen', answers: ['/de/learn/following-suit/', '/de/glossary/#bedienen'] },
    { q: 'wie viele Augen braucht man zum Gewinnen', answers: ['/de/learn/winning-targets/'] },
    { q: 'was ist eine Hochzeit', answers: ['/de/learn/marriage/', '/de/glossary/#hochzeit'] },
    { q: 'wie wird ein Solo abgerechnet', answers: ['/de/learn/solo-scoring/'] },
    { q: 'was ist ein Fuchs', answers: ['/de/glossary/#fuchs', '/de/learn/special-points/'] },
    { q: 'wer kommt raus', answers: ['/de/learn/how-a-deal-goes/', '/de/glossary/#vorhand'] },
    { q: 'wann darf ich Re ansagen', answers: ['/de/learn/announcements/', '/de/learn/re-and-kontra/'] },
    { q: 'was heißt keine 90', answers: ['/de/learn/absagen/', '/de/glossary/#keine-90'] },
    { q: 'wie sortiere ich mein Blatt', answers: ['/de/learn/sorting-a-hand/'] },
    { q: 'welche Karten sind Trumpf im Damensolo', answers: ['/de/learn/queen-jack-ace-solos/'] },
    { q: 'was ist Armut', answers: ['/de/learn/poverty/', '/de/glossary/#armut'] },
    { q: 'wer ist mein Partner', answers: ['/de/learn/finding-your-partner/'] },
    { q: 'was passiert bei zwei gleichen Karten', answers: ['/de/learn/equal-cards-and-dullen/'] },
    { q: 'was ist ein Vorbehalt', answers: ['/de/learn/reservations/', '/de/glossary/#vorbehalt'] },
    { q: 'was ist Karlchen', answers: ['/de/glossary/#karlchen', '/de/learn/special-points/'] },
    { q: 'kann ich eine Karte zurücknehmen', answers: ['/de/learn/withdrawing-and-throwing-in/'] },
    { q: 'wann wird geschmissen', answers: ['/de/learn/withdrawing-and-throwing-in/'] },
    { q: 'welche Karte spiele ich aus', answers: ['/de/learn/tactics-leads/'] },
    { q: 'wie funktioniert die Abrechnung', answers: ['/de/learn/scoring-step-by-step/'] },
    { q: 'was ist die Dulle', answers: ['/de/glossary/#dulle', '/de/learn/equal-cards-and-dullen/'] },
    { q: 'wie viele Karten bekommt jeder', answers: ['/de/learn/how-a-deal-goes/'] },
  ],
};
