import type { ObjectionCategory, ObjectionTone } from '../../../shared/content/objections';

type Responses = { tone: ObjectionTone; texts: [string, string] };

/** Two strong answers per category; Regenerate (or a second click) gives the other one. */
export const OBJECTION_RESPONSES: Record<ObjectionCategory, Responses> = {
  Price: {
    tone: 'confident',
    texts: [
      "I appreciate you being upfront about it. Price only matters next to what it returns, so let's look at it that way: if this brought in two or three new clients a month, what would that be worth to you over a year? If the numbers don't clearly work, I'll be the first to say it's not a fit. Want to run them together on a quick call?",
      "Fair question to ask. Can I ask what you're comparing it to? When something feels expensive, it's usually because it isn't yet clear how it pays for itself. Let me show you the numbers from a client in a similar position, and you can judge for yourself.",
    ],
  },
  Time: {
    tone: 'empathetic',
    texts: [
      "Completely understand, you've got a lot on. That's actually why this might help: the whole point is to take work off your plate, not add to it. Could we find 15 minutes next week, so you can decide whether it's worth your time at all?",
      "I hear you. When would be a less hectic time to talk? I'd rather catch you when you can properly think about it than squeeze it in now. If it helps, I can send a two-minute summary you can read whenever suits you.",
    ],
  },
  Authority: {
    tone: 'collaborative',
    texts: [
      "That makes sense; it's a decision you should make together. What do you think will matter most to them? I can put together a short summary that answers those questions, or join a quick call with both of you. Which would be easier?",
      "Of course. Who else would need to be involved? I'm happy to make it easy for you to bring them in, with a one-page overview or a 15-minute call with everyone at once.",
    ],
  },
  Trust: {
    tone: 'transparent',
    texts: [
      "Fair enough; you shouldn't take a stranger's claims on faith. Here's what I can do: share real results from businesses like yours, and put you in touch with a client so you can ask them directly. Would that help?",
      "That's a healthy instinct. The best way I know to earn trust is to start small and prove it. Would a small first step, with clear numbers to judge it by, feel more comfortable?",
    ],
  },
  Timing: {
    tone: 'understanding',
    texts: [
      "Understood. So I get back in touch at a better moment, what would need to change for the timing to feel right? I'll make a note and check in then, and in the meantime I'm happy to send anything that helps you plan.",
      "No problem at all. Out of curiosity, what's happening between now and then? Sometimes getting the groundwork in place early means you hit the ground running, but if not, I'll happily reconnect when it suits you.",
    ],
  },
  DIY: {
    tone: 'respectful',
    texts: [
      "You absolutely could, and plenty of people do. The real question is whether it's the best use of your hours. If you'd like, I'll share our exact process, and you can decide whether to run it yourself or hand it over.",
      "I respect that. Out of interest, how many hours a week would it take your team to do it well? If it's more than a few, it's often cheaper to hand it to specialists and spend that time on the work only you can do.",
    ],
  },
  'Previous Experience': {
    tone: 'reassuring',
    texts: [
      "I'm sorry that happened; it makes complete sense to be cautious. What went wrong last time? If I know that, I can tell you honestly whether we'd do anything differently, and if we wouldn't, I'll say so.",
      "That's frustrating, and you're not the first to tell me. Most of the time it comes down to poor targeting or no follow-up. Would it help if I showed you exactly how we handle both, before you decide anything?",
    ],
  },
  Comparison: {
    tone: 'logical',
    texts: [
      "Makes sense to compare. To make it fair, look at who actually does the work, how results are reported, and what happens if the numbers aren't there. I'm happy to answer all three so you can put us side by side.",
      "Good, it's smart to shop around. What matters most to you in choosing? Tell me, and I'll be straight with you about where we're stronger and where the other option might suit you better.",
    ],
  },
  Budget: {
    tone: 'consultative',
    texts: [
      "Understood. When does your next budget cycle start? If the numbers make sense, I'd rather help you build the case for it now than push for a decision today.",
      "That's fair. Can I ask: if budget weren't an issue, is this something you'd want? If so, let's look at whether it can pay for itself quickly enough to fund itself.",
    ],
  },
  Research: {
    tone: 'helpful',
    texts: [
      'Of course. So I send something useful rather than a generic brochure, what matters most to you: cost, results, or how it works day to day? I will send exactly that.',
      "Happy to. I'll send a short overview today. Would it help to pencil in 15 minutes later this week to answer any questions it raises? It's usually quicker than going back and forth by message.",
    ],
  },
  Contract: {
    tone: 'direct',
    texts: [
      "Fair enough; nobody wants to be stuck. We can start with a short initial term and clear targets, and if we're not delivering, you can walk away. Would that work for you?",
      "Understood. What length of commitment would feel comfortable? Tell me, and I'll see what we can do. I'd rather earn your business month by month than lock you in.",
    ],
  },
  Complexity: {
    tone: 'reassuring',
    texts: [
      "It can look like a lot from the outside, but on your side it's very little: a short kickoff call and a quick review, and we handle the rest. Want me to walk you through the first two weeks step by step?",
      "That's a fair worry. Which part feels most complicated? Let me break that bit down for you; it's usually much simpler than it sounds.",
    ],
  },
  Custom: {
    tone: 'helpful',
    texts: [
      "That's a fair point, and I appreciate you being honest about it. Can I ask a bit more about what's behind it? If I understand your concern properly, I can give you a straight answer, including telling you if this isn't the right fit.",
      "Thanks for raising that; it's a reasonable concern. Would it help to talk it through for 10 minutes? I'll answer it directly, and if it turns out we're not a fit, no hard feelings.",
    ],
  },
};

/** Keyword rules, checked in order; the first category whose words appear wins. */
const RULES: Array<[Exclude<ObjectionCategory, 'Custom'>, RegExp]> = [
  ['Budget', /\bbudget|\bno (money|funds)\b|\bfunds?\b/],
  ['Contract', /\bcontract|locked in|lock in|\bcommit|\bcancel|\bterm\b|long[- ]term/],
  ['Complexity', /complicat|complex|technical|set ?up|learning curve|confus|overwhelm/],
  ['DIY', /ourselves|myself|in[- ]house|\bdiy\b|own team|do it on my own/],
  [
    'Previous Experience',
    /tried (this|it|that|something|before)|\bburn(ed|t)\b|bad experience|didn'?t work|did not work|last (agency|time)/,
  ],
  [
    'Comparison',
    /another|competitor|other (provider|agency|option|company)|already (have|use|work)|compar|cheaper elsewhere|alternative/,
  ],
  ['Price', /expensive|\bcost|\bprice|pricey|afford|too much|cheaper|\bfees?\b|\brates?\b/],
  [
    'Authority',
    /partner|\bboss\b|manager|\bboard\b|co-?founder|\bwife\b|\bhusband\b|approv|decision|check with|ask my/,
  ],
  ['Trust', /scam|legit|trust|never heard|proof|guarantee|sounds too good|how do i know/],
  [
    'Research',
    /send (me )?(some )?(info|details|more)|information|brochure|\bdeck\b|look into|think about it|research|website/,
  ],
  ['Time', /don'?t have (the )?time|no time|\bbusy\b|bandwidth|swamped|too much on|slammed/],
  [
    'Timing',
    /timing|next (week|month|quarter|year)|\blater\b|not (right )?now|in a few (weeks|months)|reach out again|circle back|after (the|our)/,
  ],
];

export function detectCategory(objection: string): ObjectionCategory {
  const text = objection.toLowerCase();
  return RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Custom';
}
