/**
 * The objection handler's categories, tones and the 12 built-in objections, in our own wording
 * (docs/decisions/0113-written-content.md).
 */

export const OBJECTION_CATEGORIES = [
  'Price',
  'Time',
  'Authority',
  'Trust',
  'Timing',
  'DIY',
  'Previous Experience',
  'Comparison',
  'Budget',
  'Research',
  'Contract',
  'Complexity',
  'Custom',
] as const;
export type ObjectionCategory = (typeof OBJECTION_CATEGORIES)[number];

export const OBJECTION_TONES = [
  'empathetic',
  'understanding',
  'collaborative',
  'confident',
  'direct',
  'respectful',
  'consultative',
  'logical',
  'helpful',
  'transparent',
  'reassuring',
] as const;
export type ObjectionTone = (typeof OBJECTION_TONES)[number];

/**
 * Custom objections are stored with the tone 'professional' (docs/product.md, Objection Handler).
 */
export const CUSTOM_OBJECTION_TONE = 'professional';

export type BuiltInObjection = {
  id: string;
  category: Exclude<ObjectionCategory, 'Custom'>;
  objection: string;
  response: string;
  tone: ObjectionTone;
};

export const BUILT_IN_OBJECTIONS: readonly BuiltInObjection[] = [
  {
    id: 'price',
    category: 'Price',
    tone: 'confident',
    objection: "It's too expensive.",
    response:
      "Totally fair to weigh it up. Can I ask what you're comparing it to? Most clients who said the same thing were measuring the fee against doing nothing, not against what one extra client a month is worth to them. If we can't show a clear path to making the investment back, I'd tell you not to do it. Want to run the numbers together on a 15-minute call?",
  },
  {
    id: 'time',
    category: 'Time',
    tone: 'empathetic',
    objection: "I don't have time for this right now.",
    response:
      "I hear you, and that's exactly why I reached out. The people we work with are usually the busiest ones, because we take the outreach work off their plate rather than adding to it. It's about 20 minutes of your time to see if it fits. Would early next week or the week after be easier?",
  },
  {
    id: 'authority',
    category: 'Authority',
    tone: 'collaborative',
    objection: 'I need to talk to my business partner first.',
    response:
      "Makes complete sense; a decision like this should be made together. What do you think their main questions will be? I'm happy to put together a one-page summary you can forward, or we can set up a short call with both of you so you don't have to relay everything second-hand. Which would be easier?",
  },
  {
    id: 'trust',
    category: 'Trust',
    tone: 'transparent',
    objection: "How do I know this actually works? I've never heard of you.",
    response:
      "Good question, and you should ask it. I'd rather you see proof than take my word for it: I can share two client results from businesses like yours, with numbers, and you're welcome to message one of them directly. If what you see doesn't convince you, no hard feelings. Shall I send those over?",
  },
  {
    id: 'timing',
    category: 'Timing',
    tone: 'understanding',
    objection: 'Reach out again next quarter.',
    response:
      "Happy to. So I follow up at the right moment, what's happening between now and then that makes next quarter better? If it's a launch or a busy season, it can actually be worth getting the groundwork in place before it hits. Either way, I'll put a reminder in and check back in a couple of months.",
  },
  {
    id: 'diy',
    category: 'DIY',
    tone: 'respectful',
    objection: 'We can just do this ourselves.',
    response:
      "You definitely could, and some teams do it well. The question is usually whether it's the best use of your team's hours. What would it cost you in time to build, test and run it in-house, and what would those hours earn you elsewhere? If you'd like, I'll share the exact process we use so you can judge for yourself.",
  },
  {
    id: 'previous-experience',
    category: 'Previous Experience',
    tone: 'reassuring',
    objection: "We tried something like this before and it didn't work.",
    response:
      "Sorry to hear that; a bad experience makes anyone cautious. Do you remember what went wrong? Usually it comes down to the targeting, the messaging or the follow-up. If we can pin down what broke last time, I can tell you honestly whether our approach would be any different, and if it wouldn't, I'll say so.",
  },
  {
    id: 'comparison',
    category: 'Comparison',
    tone: 'logical',
    objection: "We're already talking to another provider.",
    response:
      "Good, it's smart to compare. To make it a fair comparison, look at three things: who actually does the work day to day, how results are measured, and what happens if the numbers aren't there after 60 days. I'm happy to answer those for us so you can put the two side by side.",
  },
  {
    id: 'budget',
    category: 'Budget',
    tone: 'consultative',
    objection: "There's no budget for this at the moment.",
    response:
      "Understood. Can I ask how budget usually gets freed up for something that pays for itself? Sometimes it comes from a line that isn't performing. If the numbers made sense, when would you next be planning spend? I'd rather help you build the case now than push for a yes today.",
  },
  {
    id: 'research',
    category: 'Research',
    tone: 'helpful',
    objection: 'Send me some information and I will look at it.',
    response:
      "Of course. So I don't bury you in a generic deck, what's the one thing you'd most want to know: cost, results, or how it works day to day? I'll send exactly that. And if it looks relevant, a short call usually answers in 15 minutes what a brochure can't.",
  },
  {
    id: 'contract',
    category: 'Contract',
    tone: 'direct',
    objection: "I don't want to get locked into a long contract.",
    response:
      "Fair, nobody wants to be stuck with something that isn't working. We start with a 90-day engagement with clear targets, and you're free to walk away after that. If we're not earning our place by then, you shouldn't keep paying us. Does that remove the worry?",
  },
  {
    id: 'complexity',
    category: 'Complexity',
    tone: 'reassuring',
    objection: 'This sounds complicated to set up.',
    response:
      "It sounds like a lot, but on your side it's about an hour in total: a 30-minute onboarding call and a quick review of the first messages. We handle the setup, the tools and the day-to-day. Want me to walk you through the first two weeks step by step so you can see exactly what's involved?",
  },
];
