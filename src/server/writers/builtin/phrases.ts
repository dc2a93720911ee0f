/**
 * Turning free-text inputs into pieces that sit naturally inside a sentence: the greeting name,
 * the recent activity as a clause or a noun phrase, the offer as a "we ..." clause, and so on.
 */

/** Control characters become spaces, and every run of whitespace one space. */
export const collapse = (raw: string | undefined) =>
  (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Collapses whitespace, trims, and drops edge punctuation so a template can add its own. */
export function tidy(raw: string | undefined): string {
  return collapse(raw)
    .replace(/^[\s.!?,;:…]+/u, '')
    .replace(/[\s.!?,;:…]+$/u, '')
    .trim();
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Ends a sentence with a full stop unless it already ends with one. */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const COMMON_STARTERS = new Set(
  `a an the this that these those some many most more less few no not too very our my your their his her its
  low high poor slow long short hard bad weak limited inconsistent unpredictable expensive rising
  lack lots lot little finding getting keeping making turning booking closing scaling growing hiring
  struggling trying spending losing wasting relying depending chasing managing handling running
  help get build run create book generate scale grow turn fill automate manage make design write bring
  teach train offer provide deliver coach show set fix increase reduce save find connect launch
  produce craft support done full free custom new old one two three all every each just recently
  posted shared launched raised hired started opened joined moved announced published wrote spoke
  won got made took gave went built began grew sold became hosted said told met sent saw always
  keen interested reaching enjoy like love quick hope thanks thank came`.split(/\s+/),
);

function firstWord(text: string): string {
  return (text.split(' ')[0] ?? '').toLowerCase().replace(/[^\p{L}\p{N}'’-]/gu, '');
}

/**
 * Lower-cases the first letter when the text starts with an ordinary word, so it reads well
 * mid-sentence; names, brands and acronyms ("SaaS", "CAC", "Facebook") keep their case.
 */
export function lowerStart(text: string): string {
  const [word = ''] = text.split(' ');
  if (word.length > 1 && word.charAt(1) !== word.charAt(1).toLowerCase()) return text;
  const lower = firstWord(text);
  if (COMMON_STARTERS.has(lower) || (lower.length > 4 && /(ing|ed)$/.test(lower))) {
    return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

const TITLES = /^(dr|mr|mrs|ms|mx|prof|sir|dame)\.?$/i;

/** "Jane Doe" → "Jane"; "Dr. Jane Doe" → "Dr. Doe"; a single word stays as it is. */
export function greetingName(prospect: string): string {
  const words = tidy(prospect).split(' ').filter(Boolean);
  if (words.length > 1 && TITLES.test(words[0])) return `${words[0]} ${words[words.length - 1]}`;
  return words[0] ?? '';
}

const IRREGULAR_PAST = new Set(
  `wrote spoke won got made took gave went ran built began hit grew sold became did left said told
  met brought bought chose drew drove fell felt flew found held kept knew led lost paid put rose
  sent set shot stood taught thought threw understood woke wore`.split(/\s+/),
);
const NOT_PAST = new Set(
  'need feed seed speed red bed shed bleed breed proceed succeed exceed indeed embed weed'.split(
    ' ',
  ),
);

function isPastTense(word: string): boolean {
  return (
    IRREGULAR_PAST.has(word) || (word.length > 3 && word.endsWith('ed') && !NOT_PAST.has(word))
  );
}

const DETERMINERS = new Set(
  'a an the this that these those your his her their our my its one some'.split(' '),
);
const SENDER_VERBS = new Set(
  'saw noticed loved read watched heard enjoyed liked spotted caught found came'.split(' '),
);

const SECOND_PERSON: Record<string, string> = {
  their: 'your',
  theirs: 'yours',
  them: 'you',
  themselves: 'yourselves',
  themself: 'yourself',
  his: 'your',
};

/** "their first SDR" → "your first SDR": the text is about the person we are writing to. */
function addressed(text: string): string {
  return text.replace(/\b(their|theirs|them|themselves|themself|his)\b/gi, (word) => {
    const swapped = SECOND_PERSON[word.toLowerCase()];
    return word[0] === word[0].toUpperCase() ? capitalise(swapped) : swapped;
  });
}

/** Speaks to the prospect: "they posted" → "you posted", "she shares" → "you share". */
function toSecondPerson(raw: string): string {
  const text = addressed(raw);
  const words = text.split(' ');
  const subject = words[0].toLowerCase();
  const contractions: Record<string, string> = {
    "they're": "you're",
    "they've": "you've",
    "they'll": "you'll",
    "he's": "you're",
    "she's": "you're",
  };
  if (contractions[subject]) return [contractions[subject], ...words.slice(1)].join(' ');
  if (!['they', 'he', 'she'].includes(subject)) return text;
  let verb = words[1] ?? '';
  const irregular: Record<string, string> = { is: 'are', has: 'have', was: 'were', does: 'do' };
  if (subject !== 'they') {
    if (irregular[verb]) verb = irregular[verb];
    else if (/[^s]s$/.test(verb) && verb.length > 3) verb = verb.slice(0, -1);
  }
  return ['you', verb, ...words.slice(2)].filter(Boolean).join(' ');
}

export type Phrase = { kind: 'clause' | 'noun' | 'sentence'; text: string };

/**
 * The recent activity, as something we can say we noticed:
 * "posted about hiring" → clause "you posted about hiring";
 * "hiring SDRs" → clause "you're hiring SDRs";
 * "podcast episode on pricing" → noun "your podcast episode on pricing";
 * "Saw your talk at SaaStr" → a sentence of its own.
 */
export function activityPhrase(raw: string | undefined): Phrase | null {
  const text = tidy(raw);
  if (!text) return null;
  const words = text.split(' ');
  const first = firstWord(text);
  const second = (words[1] ?? '').toLowerCase();
  if (first === 'i' || first === "i've" || SENDER_VERBS.has(first)) {
    return { kind: 'sentence', text: sentence(capitalise(text)) };
  }
  if (
    [
      'you',
      "you're",
      "you've",
      'they',
      'he',
      'she',
      "they're",
      "they've",
      "he's",
      "she's",
    ].includes(first)
  ) {
    return { kind: 'clause', text: toSecondPerson(lowerStart(text)) };
  }
  if ((first === 'just' || first === 'recently') && isPastTense(second)) {
    return { kind: 'clause', text: `you ${addressed(lowerStart(text))}` };
  }
  if (isPastTense(first)) return { kind: 'clause', text: `you ${addressed(lowerStart(text))}` };
  if (first.length > 4 && first.endsWith('ing')) {
    return { kind: 'clause', text: `you're ${addressed(lowerStart(text))}` };
  }
  if (DETERMINERS.has(first)) return { kind: 'noun', text: addressed(lowerStart(text)) };
  return { kind: 'noun', text: `your ${addressed(lowerStart(text))}` };
}

const BARE_VERBS = new Set(
  `help get build run create book generate scale grow turn fill automate manage make design write
  bring teach train provide deliver coach show set fix increase reduce save find connect launch
  produce craft support handle double triple land win`.split(/\s+/),
);

/**
 * The offer as a clause that starts with its subject: "we help coaches sign clients",
 * "we specialise in done-for-you lead generation", "I run paid ads for dentists".
 */
export function offerClause(raw: string | undefined): string {
  const text = tidy(raw);
  if (!text) return '';
  const first = firstWord(text);
  const rest = text.split(' ').slice(1).join(' ');
  if (first === 'i' || first.startsWith("i'")) return `I${text.slice(1)}`;
  if (['we', "we're", "we've", 'our', 'my', 'us'].includes(first)) return lowerStart(text);
  if (BARE_VERBS.has(first)) return `we ${lowerStart(text)}`;
  if (first.endsWith('s') && BARE_VERBS.has(first.slice(0, -1))) {
    return `we ${first.slice(0, -1)}${rest ? ` ${rest}` : ''}`;
  }
  if (['a', 'an', 'the'].includes(first)) return `we offer ${lowerStart(text)}`;
  return `we specialise in ${lowerStart(text)}`;
}

const MEETING_VERBS = new Set('met spoke talked chatted connected'.split(' '));

/**
 * The previous interaction: "we spoke at SaaStr" and "sent you a DM about X" become clauses
 * ("I sent you a DM about X"); "our call last Tuesday" stays a noun phrase.
 */
export function previousPhrase(raw: string | undefined): Phrase | null {
  const text = tidy(raw);
  if (!text) return null;
  const first = firstWord(text);
  if (first === 'i' || first.startsWith("i'")) {
    return { kind: 'clause', text: addressed(`I${text.slice(1)}`) };
  }
  if (['we', 'you', 'they', 'he', 'she', "we've", "you've", "they've"].includes(first)) {
    return { kind: 'clause', text: toSecondPerson(lowerStart(text)) };
  }
  if (isPastTense(first)) {
    return {
      kind: 'clause',
      text: `${MEETING_VERBS.has(first) ? 'we' : 'I'} ${addressed(lowerStart(text))}`,
    };
  }
  if (DETERMINERS.has(first)) return { kind: 'noun', text: addressed(lowerStart(text)) };
  return { kind: 'noun', text: `our ${addressed(lowerStart(text))}` };
}

/** The pain point: a noun phrase ("low reply rates") or, when written as one, a clause. */
export function painPhrase(raw: string | undefined): Phrase | null {
  const text = tidy(raw);
  if (!text) return null;
  const first = firstWord(text);
  if (['they', 'he', 'she', 'you', "they're", "you're", "they've"].includes(first)) {
    return { kind: 'clause', text: toSecondPerson(lowerStart(text)) };
  }
  return { kind: 'noun', text: addressed(lowerStart(text)) };
}
