/**
 * The dashboard's daily quote (docs/product.md, Dashboard; docs/decisions/0113-written-content.md):
 * ten real quotes, each with the person who said or wrote it and where, picked by the day of the
 * month.
 */
export type Quote = { text: string; author: string; source: string };

export const quotes: readonly Quote[] = [
  {
    text: "You miss 100% of the shots you don't take.",
    author: 'Wayne Gretzky',
    source: 'The Hockey News, 1983',
  },
  {
    text: 'Eighty percent of success is showing up.',
    author: 'Woody Allen',
    source: 'as quoted by Marshall Brickman, 1977',
  },
  {
    text: "Be so good they can't ignore you.",
    author: 'Steve Martin',
    source: 'The Charlie Rose Show, 2007',
  },
  {
    text: 'Well done is better than well said.',
    author: 'Benjamin Franklin',
    source: "Poor Richard's Almanack, 1737",
  },
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    author: 'Will Durant',
    source: 'The Story of Philosophy, 1926',
  },
  {
    text: 'Ever tried. Ever failed. No matter. Try again. Fail again. Fail better.',
    author: 'Samuel Beckett',
    source: 'Worstward Ho, 1983',
  },
  {
    text: 'Amateurs sit and wait for inspiration, the rest of us just get up and go to work.',
    author: 'Stephen King',
    source: 'On Writing, 2000',
  },
  {
    text: 'Make each day your masterpiece.',
    author: 'John Wooden',
    source: "his father's seven-point creed, in Wooden, 1997",
  },
  {
    text: 'The best way to predict the future is to invent it.',
    author: 'Alan Kay',
    source: 'Xerox PARC meeting, 1971',
  },
  {
    text: 'The only way to do great work is to love what you do.',
    author: 'Steve Jobs',
    source: 'Stanford commencement address, 2005',
  },
];

/** Day of month 1–31 → one of the ten quotes (1st, 11th, 21st and 31st share the first). */
export function quoteOfTheDay(dayOfMonth: number): Quote {
  const index = (((Math.trunc(dayOfMonth) - 1) % quotes.length) + quotes.length) % quotes.length;
  return quotes[Number.isFinite(index) ? index : 0];
}
