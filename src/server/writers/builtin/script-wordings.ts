import type { PatternInterruptType, ScriptType } from '../../../shared/content/script-types';
import type { Maybe, Section } from './compose';
import { capitalise } from './phrases';
import {
  ask,
  firms,
  hi,
  hook,
  line,
  offerLine,
  opt,
  painLine,
  para,
  peers,
  pick,
  previousLine,
  previousSentence,
  type Ctx,
} from './kit';

/** One way of writing a script type; the tone is applied inside. */
export type Wording = (c: Ctx) => Array<Maybe<Section>>;

const coldDm: Wording[] = [
  (c) => [
    hi(c, 0),
    hook(c, 0, 1, true),
    para(
      pick(c, {
        professional: `I've been looking at what you're building at ${c.company}, and one idea stood out that I think is worth sharing.`,
        casual: `I've been checking out what you're up to at ${c.company}, and I had an idea I wanted to run by you.`,
        direct: `I think I can help ${c.company} win more clients, so I'll keep this short.`,
        consultative: `I've been looking at ${c.company} and I'm curious how you're approaching growth this year.`,
        humorous: `I promise this isn't one of those DMs that turns into a 12-paragraph essay about ${c.company}.`,
      }),
    ),
    painLine(c, 0, 3),
    offerLine(c, 0, 2),
    ask(c, 'chat', 0),
  ],
  (c) => [
    hi(c, 1),
    hook(c, 1, 1, true),
    para(
      pick(c, {
        professional: `A quick question about ${c.company}: how are you finding new clients at the moment?`,
        casual: `Quick question for you: how's ${c.company} finding new clients these days?`,
        direct: `Straight question: where do new clients at ${c.company} come from right now?`,
        consultative: `I'm curious: what does ${c.company} rely on most to bring in new clients today?`,
        humorous: `Settle a bet for me: is ${c.company} finding new clients through referrals, ads or sheer charm?`,
      }),
    ),
    opt(c.offer && `I ask because ${c.offer}, and I think there could be a fit.`, 2),
    painLine(c, 1, 3, true),
    ask(c, 'chat', 1),
  ],
  (c) => [
    hi(c, 2),
    para(
      pick(c, {
        professional: `I've been working with ${peers(c)} on how they win new clients, and ${c.company} seemed a natural fit for the conversation.`,
        casual: `I've been helping a few ${peers(c)} lately and ${c.company} kept coming to mind.`,
        direct: `I help ${firms(c)} like ${c.company} bring in more clients.`,
        consultative: `I've spent the last while helping ${peers(c)} rethink how they win new clients, and ${c.company} seemed like a good fit for the conversation.`,
        humorous: `Full disclosure: this is a cold message. But it's a well-researched one, and ${c.company} made the shortlist for a reason.`,
      }),
    ),
    hook(c, 2, 1, false),
    offerLine(c, 1, 2, true),
    painLine(c, 2, 3),
    ask(c, 'chat', 2),
  ],
];

const trojanHorse: Wording[] = [
  (c) => [
    hi(c, 0),
    hook(c, 0, 1, true),
    para(
      pick(c, {
        professional: `I'm putting together notes on how ${peers(c)} are approaching growth this year, and I'd really value your perspective from ${c.company}.`,
        casual: `I'm gathering a few opinions from ${peers(c)} on what's actually working for them right now, and I'd love yours from ${c.company}.`,
        direct: `One question, no pitch: what's working best for ${c.company} to win new clients right now?`,
        consultative: `I'm researching how ${peers(c)} are thinking about growth this year, and I'd value your take from ${c.company}.`,
        humorous: `I'm running a highly scientific survey (sample size: people I admire) on what's working for ${peers(c)}, and ${c.company} made the list.`,
      }),
    ),
    c.pain &&
      opt(
        c.pain.kind === 'noun'
          ? `In particular, how are you handling ${c.pain.text}?`
          : `If ${c.pain.text}, how are you handling it?`,
        2,
      ),
    para(
      pick(c, {
        professional: "Happy to share what I'm hearing from others in return.",
        casual: 'Happy to share what everyone else said, too.',
        direct: "I'll share what others told me in return.",
        consultative: "I'll gladly share the patterns I'm seeing in return.",
        humorous: "I'll share the results. No pie charts, I promise.",
      }),
    ),
  ],
  (c) => [
    hi(c, 1),
    hook(c, 1, 1, true),
    para(
      pick(c, {
        professional: `I recently put together a short breakdown of what's working for ${peers(c)} right now, and thought it might be useful for you at ${c.company}.`,
        casual: `I've been jotting down what's working for ${peers(c)} lately and figured it might be handy for you at ${c.company}.`,
        direct: `I have a one-page breakdown of what's working for ${peers(c)} right now. It's relevant to ${c.company}.`,
        consultative: `I've been documenting what the strongest ${peers(c)} are doing differently this year, and a few points felt very relevant to ${c.company}.`,
        humorous: `I made a cheat sheet of what's working for ${peers(c)} right now. It's short, useful, and contains zero motivational quotes. Thought of ${c.company}.`,
      }),
    ),
    c.pain &&
      opt(
        c.pain.kind === 'noun'
          ? `It covers ${c.pain.text} in particular.`
          : `It's especially useful if ${c.pain.text}.`,
        2,
      ),
    para(
      pick(c, {
        professional: 'Would you like me to send it over? No strings attached.',
        casual: 'Want me to send it over? No strings.',
        direct: "Want it? Say the word and I'll send it.",
        consultative: 'Would it be useful if I sent it over?',
        humorous: "Want a copy? It's free, and so is my unsolicited enthusiasm.",
      }),
    ),
  ],
  (c) => [
    hi(c, 2),
    hook(c, 2, 1, true),
    para(
      pick(c, {
        professional: `I've been following ${c.company} for a little while, and I'm curious about one thing.`,
        casual: `Really like how ${c.company} shows up online, and I'm curious about something.`,
        direct: `One question about ${c.company}.`,
        consultative: `I've been following ${c.company} for a little while, and I'm curious about one thing.`,
        humorous: `I've been quietly following ${c.company} (professionally, I promise), and I'm curious about one thing.`,
      }),
    ),
    c.pain
      ? line(
          c.pain.kind === 'noun'
            ? `How are you thinking about ${c.pain.text} at the moment?`
            : `If ${c.pain.text}, what have you tried so far?`,
        )
      : line("What's been the biggest lever for growth for you this year?"),
    para(
      pick(c, {
        professional: "No pitch; I'm genuinely interested in how you see it.",
        casual: 'No pitch, just genuinely curious!',
        direct: 'No pitch. One line is plenty.',
        consultative: "No pitch; I'm genuinely interested in your perspective.",
        humorous: 'No pitch. My curiosity just got the better of me.',
      }),
    ),
  ],
];

const followUp: Wording[] = [
  (c) => [
    hi(c, 0),
    para(previousSentence(c, 0), { text: previousSentence({ ...c, previous: null }, 0), at: 1 }),
    line(
      pick(c, {
        professional: `I know things get busy, so I wanted to make this easy for you at ${c.company}.`,
        casual: `Totally get that inboxes at ${c.company} get hectic.`,
        direct: `Still keen to help ${c.company}.`,
        consultative: `I've been thinking more about ${c.company} since then.`,
        humorous: `I'm sure my message is buried under 47 others at ${c.company}, so here's a friendly nudge.`,
      }),
    ),
    opt(c.offer && `As a reminder, ${c.offer}.`, 2, true),
    painLine(c, 1, 3),
    ask(c, 'chat', 0),
  ],
  (c) => [
    hi(c, 1),
    para(previousSentence(c, 1), { text: previousSentence({ ...c, previous: null }, 1), at: 1 }),
    line(
      pick(c, {
        professional: `Since then, I've had a new idea for ${c.company} that I think is worth a look.`,
        casual: `Since then I've had another idea for ${c.company} I'd love to share.`,
        direct: `One new idea for ${c.company} since then.`,
        consultative: `Since then, I've been thinking about how this might apply to ${c.company} specifically.`,
        humorous: `Since then I've had an idea for ${c.company} that is too good to keep to myself (my words, not an independent review).`,
      }),
    ),
    hook(c, 0, 1, true),
    offerLine(c, 2, 2, true),
    ask(c, 'chat', 1),
  ],
  (c) => [
    hi(c, 2),
    para(previousSentence(c, 2), { text: previousSentence({ ...c, previous: null }, 2), at: 1 }),
    line(
      pick(c, {
        professional: `No pressure at all; I just didn't want it to slip through the cracks at ${c.company}.`,
        casual: `No pressure, just didn't want it to get lost in the ${c.company} inbox.`,
        direct: `Is this a priority for ${c.company} right now, or should I check back later?`,
        consultative: `I'm curious whether this is on the radar at ${c.company} at the moment.`,
        humorous: `Not to be that person, but I'm being that person for ${c.company}, in the nicest possible way.`,
      }),
    ),
    painLine(c, 0, 2, true),
    para(
      pick(c, {
        professional: 'Would it be worth picking this up, or is the timing off?',
        casual: 'Worth picking up, or is now a bad time?',
        direct: 'Yes, no, or later?',
        consultative: 'Would it help to pick this back up, or is the timing not right?',
        humorous: 'A simple yes, no or "who are you again?" all work for me.',
      }),
    ),
  ],
];

const breakup: Wording[] = [
  (c) => [
    hi(c, 0),
    para(
      pick(c, {
        professional: `I've reached out a couple of times about helping ${c.company}, and I don't want to crowd your inbox.`,
        casual: `I've messaged a few times about ${c.company} and I don't want to be that person.`,
        direct: `I've messaged a few times about ${c.company} without hearing back.`,
        consultative: `I've reached out a few times about ${c.company}, and I suspect the timing may not be right.`,
        humorous: `I've messaged you about ${c.company} a few times now, and I'm starting to feel like a pen pal in a one-sided friendship.`,
      }),
    ),
    previousLine(c, 0, 1),
    para(
      pick(c, {
        professional: 'Should I close the loop on my side? A one-word reply is perfect either way.',
        casual: 'Should I close your file? Totally fine either way, just let me know.',
        direct: 'Should I close your file? Yes or no is fine.',
        consultative: 'Would it be best if I closed the loop for now? Either answer helps me.',
        humorous:
          'Should I close your file, or are you just playing hard to get? Either answer is fine.',
      }),
    ),
  ],
  (c) => [
    hi(c, 1),
    para(
      pick(c, {
        professional: `I'm tidying up my follow-ups this week and wanted to check on ${c.company} before I do.`,
        casual: `I'm clearing out my follow-ups and ${c.company} is on the list.`,
        direct: `Last message from me about ${c.company}.`,
        consultative: `Before I take ${c.company} off my list, I wanted to check in one last time.`,
        humorous: `This is officially my last message about ${c.company}. I'm told dramatic exits are good for reply rates.`,
      }),
    ),
    previousLine(c, 1, 1),
    opt(c.offer && `The short version: ${c.offer}.`, 2, true),
    para(
      pick(c, {
        professional:
          "If it's not a priority, no problem at all; just say so and I'll stop following up.",
        casual: "If it's not for you, no worries at all, just tell me and I'll stop.",
        direct: "Not a fit? Tell me and I'll stop.",
        consultative: "If the timing is off, just let me know and I'll step back.",
        humorous: "If it's a no, a single emoji reply will do. I'll know what it means.",
      }),
    ),
  ],
];

const curveball: Wording[] = [
  (c) => [
    hi(c, 0),
    previousLine(c, 2, 1),
    para(
      pick(c, {
        professional: `Slightly unusual question: if you could fix one thing about how ${c.company} wins new clients, what would it be?`,
        casual: `Random question: if you could wave a magic wand over one thing at ${c.company}, what would it be?`,
        direct: `Odd question: what's the one thing slowing ${c.company} down right now?`,
        consultative: `Unusual question: if you could change one thing about how ${c.company} grows, what would you pick?`,
        humorous: `Weird question: if ${c.company} had a theme song right now, would it be "Eye of the Tiger" or "Under Pressure"?`,
      }),
    ),
    para(
      pick(c, {
        professional: "No pitch attached; I'm genuinely curious.",
        casual: 'Genuinely curious, no pitch.',
        direct: 'One line is plenty.',
        consultative: 'Your answer will tell me whether I can actually help.',
        humorous: 'Your answer decides whether I pitch you or just respect your taste in music.',
      }),
    ),
  ],
  (c) => [
    hi(c, 1),
    para(
      pick(c, {
        professional: `A different question from my earlier messages: what's the best thing ${c.company} has done this year?`,
        casual: `Totally different question from my last message: what's been the best win at ${c.company} this year?`,
        direct: `Different question: what's the biggest goal at ${c.company} for the next 90 days?`,
        consultative: `Let me ask something different: what would make the next 90 days a success for ${c.company}?`,
        humorous: `New tactic, since my last messages clearly lacked pizzazz: what's the best win ${c.company} has had this year?`,
      }),
    ),
    c.pain?.kind === 'noun' && opt(`And is ${c.pain.text} still on your list?`, 2),
    previousLine(c, 0, 1),
    para(
      pick(c, {
        professional: "I'd love to hear it.",
        casual: 'Would love to hear it!',
        direct: 'One line is enough.',
        consultative: "I'm curious how you see it.",
        humorous: 'Bragging is encouraged.',
      }),
    ),
  ],
];

const honest: Wording[] = [
  (c) => [
    hi(c, 0),
    para(
      pick(c, {
        professional: `I'll be honest: I'm not sure whether my earlier messages reached you at a bad time or simply weren't relevant to ${c.company}.`,
        casual: `Honest moment: I can't tell if my messages hit at a bad time or just weren't relevant for ${c.company}.`,
        direct: `Honestly, I can't tell if this is a bad time or a bad fit for ${c.company}.`,
        consultative: `To be candid, I can't tell whether my earlier messages arrived at a bad time or missed the mark for ${c.company}.`,
        humorous: `Honest confession: I've rewritten this message four times trying to sound cool about ${c.company}. This is the least awkward version.`,
      }),
    ),
    previousLine(c, 1, 1),
    para(
      pick(c, {
        professional: 'Either answer is genuinely helpful to me.',
        casual: 'Either way, a quick reply would really help.',
        direct: 'Which is it?',
        consultative: 'Would you mind telling me which? It helps me either way.',
        humorous: 'Either way, a reply would make my day (and restore my confidence).',
      }),
    ),
  ],
  (c) => [
    hi(c, 2),
    para(
      pick(c, {
        professional: `Following up again is a little awkward, so I'll just say it plainly: I think I can help ${c.company}, but only if it's a priority for you.`,
        casual: `Not gonna lie, following up again feels awkward, but I really do think I can help ${c.company}.`,
        direct: `Plainly: I think I can help ${c.company}, but only if this is a priority.`,
        consultative: `I'll be straightforward: I think there's something useful here for ${c.company}, but only if the timing works for you.`,
        humorous: `Following up again is about as comfortable as a video call with the camera accidentally on, but I really think I can help ${c.company}.`,
      }),
    ),
    previousLine(c, 2, 1),
    opt(c.offer && `In one line: ${c.offer}.`, 2, true),
    para(
      pick(c, {
        professional: 'Is it worth a short conversation, or should I step back?',
        casual: 'Worth a chat, or shall I leave it there?',
        direct: 'Worth a chat, or should I stop?',
        consultative: 'Would a short conversation be useful, or should I step back for now?',
        humorous: 'Worth a chat, or should I retire gracefully?',
      }),
    ),
  ],
];

/** Pattern interrupts come in three styles, two wordings each. */
export const PATTERN_INTERRUPT_WORDINGS: Record<PatternInterruptType, Wording[]> = {
  breakup,
  curveball,
  honest,
};

const connectionRequest: Wording[] = [
  (c) => [
    hi(c, 0),
    hook(c, 0, 2, false),
    line(
      pick(c, {
        professional: `I came across ${c.company} and liked what you're building.`,
        casual: `Came across ${c.company} and had to say hi.`,
        direct: `${c.company} is on my radar.`,
        consultative: `I came across ${c.company} and I'm curious about your approach.`,
        humorous: `${c.company} popped up on my feed and my curiosity won.`,
      }),
    ),
    opt(c.industry && `Always keen to meet people in ${c.industry}.`, 3),
    ask(c, 'connect', 0, false),
  ],
  (c) => [
    hi(c, 1),
    {
      text: pick(c, {
        professional: `I enjoy connecting with people doing interesting work, and ${c.company} stood out.`,
        casual: `Always nice to meet people doing cool stuff, and ${c.company} stood out.`,
        direct: `${c.company} stood out to me.`,
        consultative: `I like learning from people building things, and ${c.company} stood out.`,
        humorous: `My feed has been 90% humblebrags lately, so ${c.company} was a welcome change.`,
      }),
      short: { text: `${c.company} stood out to me.`, at: 1 },
    },
    hook(c, 1, 2, false),
    ask(c, 'connect', 1, false),
  ],
  (c) => [
    hi(c, 2),
    hook(c, 2, 2, false),
    {
      text: pick(c, {
        professional: `I'd like to follow what you're doing at ${c.company}.`,
        casual: `Would love to keep up with what you're doing at ${c.company}.`,
        direct: `Interested in what you're doing at ${c.company}.`,
        consultative: `I'd value keeping up with your work at ${c.company}.`,
        humorous: `I'd like to follow along with ${c.company}, in a non-creepy way.`,
      }),
      short: { text: `Keen to follow ${c.company}.`, at: 1 },
    },
    opt(c.industry && `Always good to know more people in ${c.industry}.`, 3),
    ask(c, 'connect', 2, false),
  ],
];

const valueAdd: Wording[] = [
  (c) => [
    hi(c, 0),
    para(
      pick(c, {
        professional: `No ask in this message; I just came across something I thought would be useful for ${c.company}.`,
        casual: `No pitch here, just something I thought might be handy for ${c.company}.`,
        direct: `No ask here. One idea for ${c.company}.`,
        consultative: `I've been thinking about ${c.company}, and wanted to share one observation with no strings attached.`,
        humorous: `This is a rare DM with no pitch in it. I know, I'm as surprised as you are. I just had an idea for ${c.company}.`,
      }),
    ),
    hook(c, 1, 2, false),
    (() => {
      const general = `One thing I've seen work well for ${firms(c)}: reaching out personally to people who already engaged with you (commented, liked, visited) before chasing cold lists. They reply far more often.`;
      if (!c.pain) return para(general);
      const specific =
        c.pain.kind === 'noun'
          ? `One thing I've noticed about ${c.pain.text}: the quickest wins usually come from fixing where people drop off, not from adding more activity on top.`
          : `If ${c.pain.text}, the quickest wins usually come from fixing where people drop off, not from adding more activity on top.`;
      return para(specific, { text: general, at: 1 });
    })(),
    para(
      pick(c, {
        professional: "Hope it's useful. No need to reply.",
        casual: 'Hope that helps! No need to reply.',
        direct: 'Use it if it helps.',
        consultative: 'Hope it sparks an idea or two.',
        humorous: 'Free of charge, no strings, and no "circling back" next week. Probably.',
      }),
    ),
  ],
  (c) => [
    hi(c, 1),
    hook(c, 0, 2, true),
    para(
      pick(c, {
        professional: `I have a short checklist I use with ${peers(c)} to tighten up their outreach, and I think it would be useful for ${c.company}.`,
        casual: `I've got a little checklist I share with ${peers(c)} to sharpen their outreach, and I reckon it'd be useful for ${c.company}.`,
        direct: `I have a one-page outreach checklist that would suit ${c.company}.`,
        consultative: `There's a short checklist I walk ${peers(c)} through to audit their outreach, and I think it would suit ${c.company}.`,
        humorous: `I have a one-page checklist that makes outreach less painful, which is more than I can say for most checklists. I think ${c.company} would get value from it.`,
      }),
    ),
    c.pain &&
      opt(
        c.pain.kind === 'noun'
          ? `It's especially handy for ${c.pain.text}.`
          : `It's especially handy if ${c.pain.text}.`,
        3,
      ),
    para(
      pick(c, {
        professional: 'Would you like me to send it over?',
        casual: 'Want me to send it?',
        direct: 'Want it?',
        consultative: 'Shall I send it across?',
        humorous: 'Want it? It fits on one page. I checked.',
      }),
    ),
  ],
  (c) => [
    hi(c, 2),
    para(
      pick(c, {
        professional: `I had a few quick ideas for ${c.company} and thought I'd share them freely:`,
        casual: `A few quick ideas for ${c.company}, free of charge:`,
        direct: `Three quick ideas for ${c.company}:`,
        consultative: `Three ideas I'd explore if I were in your seat at ${c.company}:`,
        humorous: `Three free ideas for ${c.company}, no invoice attached:`,
      }),
    ),
    para(
      [
        '1. Reply to every new follower or connection with a personal note within a day.',
        '2. Follow up at least twice; most replies come after the second message.',
        '3. Lead with a question about their world before mentioning your offer.',
      ].join('\n'),
    ),
    c.pain &&
      opt(
        c.pain.kind === 'noun'
          ? `All three help with ${c.pain.text}, which I know is a common headache.`
          : `If ${c.pain.text}, number three tends to help most.`,
        2,
        true,
      ),
    para(
      pick(c, {
        professional: 'Hope one of them is useful.',
        casual: 'Hope one of them helps!',
        direct: 'Take what helps.',
        consultative: 'Curious which one feels most relevant to you.',
        humorous: 'If none of them help, I owe you a coffee.',
      }),
    ),
  ],
];

const meetingRequest: Wording[] = [
  (c) => [
    hi(c, 0),
    hook(c, 2, 1, true),
    para(
      pick(c, {
        professional: `I'd like to suggest a short call to share a few ideas on how ${c.company} could bring in more qualified clients.`,
        casual: `I'd love to jump on a quick call and share a few ideas for ${c.company}.`,
        direct: `I'd like 15 minutes to show you how ${c.company} could book more qualified calls.`,
        consultative: `I'd like to suggest a short call to understand where ${c.company} is heading and share what's worked for similar teams.`,
        humorous: `I'd like to steal 15 minutes of your week to share a few ideas for ${c.company}. I'll return them in good condition.`,
      }),
    ),
    offerLine(c, 0, 2),
    c.pain &&
      opt(
        c.pain.kind === 'noun'
          ? `We'd focus on ${c.pain.text}, so it's practical from the first minute.`
          : `If ${c.pain.text}, we'd start there, so it's practical from the first minute.`,
        3,
      ),
    para(
      pick(c, {
        professional:
          "You'll leave with at least one idea you can use, whether we work together or not.",
        casual: "You'll get at least one useful idea out of it either way.",
        direct: "You'll leave with a clear next step, whatever you decide.",
        consultative:
          'My aim is for you to leave with clarity, whether or not we end up working together.',
        humorous: 'Worst case, you get a free idea and a mildly entertaining 15 minutes.',
      }),
    ),
    ask(c, 'call', 0, false),
  ],
  (c) => [
    hi(c, 1),
    hook(c, 0, 1, true),
    para(
      pick(c, {
        professional: `I'll get straight to the point: I believe we can help ${c.company}, and I'd like to show you how on a short call.`,
        casual: `I'll keep it simple: I think we could really help ${c.company}, and a quick call is the easiest way to show you.`,
        direct: `Straight to it: I'd like to book a call with you about ${c.company}.`,
        consultative: `I think there's a real opportunity for ${c.company}, and a short call would be the best way to explore it together.`,
        humorous: `I'll skip the small talk (you're welcome): I think we can help ${c.company}, and a quick call is the fastest way to prove it.`,
      }),
    ),
    offerLine(c, 1, 2, true),
    painLine(c, 1, 3),
    ask(c, 'call', 1),
  ],
  (c) => [
    hi(c, 2),
    hook(c, 1, 1, true),
    para(
      pick(c, {
        professional: `I'd like to propose a short call about ${c.company}. Here's what I'd cover:`,
        casual: `Fancy a quick call about ${c.company}? Here's what I'd cover:`,
        direct: `Proposed 15-minute call about ${c.company}:`,
        consultative: `I'd like to suggest a short working session about ${c.company}. Here's what we'd cover:`,
        humorous: `Proposal for a 15-minute call about ${c.company}, with an agenda (I'm fancy like that):`,
      }),
    ),
    para(
      [
        '- How new clients find you today',
        `- ${!c.pain ? "What's holding growth back" : c.pain.kind === 'noun' ? capitalise(c.pain.text) : `Why ${c.pain.text}`}`,
        '- One or two ideas you can use right away',
      ].join('\n'),
    ),
    offerLine(c, 2, 2, true),
    ask(c, 'call', 2),
  ],
];

const referralRequest: Wording[] = [
  (c) => [
    hi(c, 0),
    para(
      pick(c, {
        professional: `I'm hoping you can point me in the right direction at ${c.company}.`,
        casual: `Hoping you can help me out with a quick pointer at ${c.company}.`,
        direct: `Quick one: who handles bringing in new clients at ${c.company}?`,
        consultative: `I'd appreciate your guidance on who at ${c.company} would be best to speak with.`,
        humorous: `I'm playing detective and need a tip: who's the right person at ${c.company} to talk to about growth?`,
      }),
    ),
    offerLine(c, 0, 2),
    para(
      pick(c, {
        professional: "If it's not you, who would be the best person to speak with about this?",
        casual: "If that's not you, who should I chat with?",
        direct: "If it's you, great. If not, a name is all I need.",
        consultative: "If it isn't you, who would you suggest I speak with?",
        humorous:
          "If it's you, even better. If not, a name would make you my favourite person this week.",
      }),
    ),
    line(
      pick(c, {
        professional: 'Thank you in advance for your help.',
        casual: 'Thanks a ton!',
        direct: 'Thanks.',
        consultative: 'I really appreciate it.',
        humorous: 'Eternal gratitude included.',
      }),
    ),
  ],
  (c) => [
    hi(c, 1),
    hook(c, 0, 1, true),
    para(
      pick(c, {
        professional: `Through your work at ${c.company} you likely know people who would benefit from what we do, so I wanted to ask who comes to mind.`,
        casual: `You probably know loads of people through ${c.company}, so I figured I'd ask: anyone who'd get value from what we do?`,
        direct: `Through ${c.company} you likely know people who want more clients. Who comes to mind?`,
        consultative: `Given your network through ${c.company}, I'd value your view on who might benefit most from what we do.`,
        humorous: `Cheeky ask, feel free to laugh it off: through ${c.company} you probably know a few people who'd like more clients. Anyone come to mind?`,
      }),
    ),
    opt(c.offer && `What we do, in a line: ${c.offer}.`, 2),
    para(
      pick(c, {
        professional: 'An introduction, or even just a name, would be greatly appreciated.',
        casual: 'Even just a name would be amazing.',
        direct: 'A name is enough.',
        consultative: 'Even a name or two would be a big help.',
        humorous: "I'll send a thank-you, or at the very least a very enthusiastic emoji.",
      }),
    ),
  ],
  (c) => [
    hi(c, 2),
    para(
      pick(c, {
        professional: `I have a small favour to ask, and please feel free to say no. Is there someone at ${c.company}, or in your network, who looks after bringing in new clients?`,
        casual: `Small favour to ask, totally fine to say no! Is there anyone at ${c.company} or in your circle who handles getting new clients?`,
        direct: `A favour: who at ${c.company}, or in your network, owns new client growth?`,
        consultative: `May I ask a small favour? I'm trying to find the person at ${c.company}, or in your wider network, who looks after client growth.`,
        humorous: `Favour incoming (you can dodge it, no hard feelings): is there someone at ${c.company} or in your network who owns client growth?`,
      }),
    ),
    c.pain &&
      opt(
        c.pain.kind === 'noun'
          ? `I'm especially keen to talk with anyone wrestling with ${c.pain.text}.`
          : `It's especially relevant if ${c.pain.text}.`,
        3,
        true,
      ),
    opt(c.industry && `Always keen to meet more people in ${c.industry}.`, 2),
    para(
      pick(c, {
        professional: 'Thank you either way.',
        casual: 'Thanks either way!',
        direct: 'Thanks.',
        consultative: 'I appreciate any pointer you can give.',
        humorous: 'Thanks either way. You are officially my favourite stranger.',
      }),
    ),
  ],
];

const hotDmResponse: Wording[] = [
  (c) => [
    hi(c, 0),
    para(
      pick(c, {
        professional: `Thank you for getting back to me. Great to hear you're interested in what we could do for ${c.company}.`,
        casual: `Thanks so much for the reply! Really glad this caught your interest for ${c.company}.`,
        direct: `Thanks for the reply. Let's get ${c.company} sorted.`,
        consultative: `Thank you for your reply. I'd love to understand a bit more about where ${c.company} is right now.`,
        humorous: `You replied! I did a small victory lap around my desk. Thanks, and glad it sounds interesting for ${c.company}.`,
      }),
    ),
    c.pain &&
      opt(
        c.pain.kind === 'noun'
          ? `It sounds like ${c.pain.text} is the main thing to solve, so that's where I'd start.`
          : `If ${c.pain.text}, that's exactly where I'd start.`,
        2,
      ),
    opt(c.offer && `In short, ${c.offer}.`, 3, true),
    ask(c, 'call', 0),
  ],
  (c) => [
    hi(c, 1),
    para(
      pick(c, {
        professional: `Thanks for your reply, I appreciate it. The best next step is a short call so I can understand ${c.company} properly and show you exactly how this would work.`,
        casual: `Awesome, thanks for getting back to me! Easiest next step is a quick call so I can learn about ${c.company} and show you how it works.`,
        direct: `Thanks. Next step: a 15-minute call to see if it fits ${c.company}.`,
        consultative: `Thank you. Before suggesting anything, I'd like to understand ${c.company} properly, and a short call is the best way to do that.`,
        humorous: `Great to hear back, and I promise the next step is painless: a quick call so I can learn about ${c.company} and show you how it works.`,
      }),
    ),
    painLine(c, 1, 2),
    para(
      pick(c, {
        professional:
          "Would Tuesday or Thursday afternoon suit you? If it's easier, send me a time that works and I'll fit around you.",
        casual: 'Does Tuesday or Thursday work? Or just send me a time that suits you.',
        direct: 'Tuesday or Thursday?',
        consultative:
          "Which works better for you, Tuesday or Thursday? I'm happy to fit around your schedule.",
        humorous: "Tuesday or Thursday? I'm flexible, which is more than my hamstrings can say.",
      }),
    ),
  ],
  (c) => [
    hi(c, 2),
    para(
      pick(c, {
        professional: `Really appreciate the reply. So I can make the most of your time, could you tell me a bit about what ${c.company} is hoping to achieve in the next few months?`,
        casual: `Love that you got back to me! Before we chat, what's the main thing ${c.company} wants to nail in the next few months?`,
        direct: `Thanks. One question before we book: what's the main goal for ${c.company} this quarter?`,
        consultative: `Thank you for replying. To make sure a call is worth your time, what's the main outcome ${c.company} is hoping for in the next few months?`,
        humorous: `Thanks for replying, you've made a stranger on the internet very happy. Quick question so I don't waste your time: what's the big goal for ${c.company} this quarter?`,
      }),
    ),
    offerLine(c, 1, 2, true),
    ask(c, 'call', 2),
  ],
];

const warmDm: Wording[] = [
  (c) => [
    hi(c, 0),
    hook(c, 0, 1, true),
    para(
      pick(c, {
        professional: `We've crossed paths a few times recently, so I thought it was time to properly say hello and learn more about ${c.company}.`,
        casual: `Feels like we keep bumping into each other online, so I figured I'd finally say hi and hear more about ${c.company}.`,
        direct: `We've crossed paths a few times, so here's a proper hello. I'd like to hear more about ${c.company}.`,
        consultative: `We've crossed paths a few times lately, and I've been curious to learn more about how things are going at ${c.company}.`,
        humorous: `We keep crossing paths online, so either the algorithm wants us to be friends or it's fate. Either way, hello! I'd love to hear more about ${c.company}.`,
      }),
    ),
    line(
      pick(c, {
        professional: "What's keeping you busiest at the moment?",
        casual: 'What are you working on at the moment?',
        direct: "What's the main focus for you right now?",
        consultative: "What's the biggest priority on your plate right now?",
        humorous: "What's keeping you busiest these days, besides scrolling?",
      }),
    ),
    opt(c.offer && `On my side, ${c.offer}.`, 2, true),
  ],
  (c) => [
    hi(c, 1),
    hook(c, 2, 1, true),
    para(
      pick(c, {
        professional: `I've noticed we move in similar circles, and ${c.company} keeps coming up on my radar.`,
        casual: `Seems like we run in the same circles, and ${c.company} keeps popping up on my feed.`,
        direct: `We move in similar circles, and ${c.company} keeps coming up.`,
        consultative: `We seem to move in similar circles, and I've been curious about the direction ${c.company} is taking.`,
        humorous: `${c.company} keeps showing up on my feed, so at this point saying hello felt less weird than pretending I hadn't noticed.`,
      }),
    ),
    c.pain &&
      opt(
        c.pain.kind === 'noun'
          ? `I'd love to hear how you're thinking about ${c.pain.text}.`
          : `If ${c.pain.text}, I'd love to hear how you're approaching it.`,
        3,
      ),
    ask(c, 'chat', 1),
  ],
  (c) => [
    hi(c, 2),
    para(
      pick(c, {
        professional: `Thank you for connecting. Rather than let it sit there quietly, I wanted to say a proper hello and learn a little about ${c.company}.`,
        casual: `Thanks for connecting! Didn't want this to be one of those connections that never says a word, so hi, and tell me about ${c.company}!`,
        direct: `Thanks for connecting. A quick hello and one question about ${c.company}.`,
        consultative: `Thanks for connecting. I like to learn about the people in my network, so I'd love to hear what you're focused on at ${c.company}.`,
        humorous: `Thanks for connecting! I refuse to be one of those silent connections who only resurfaces to sell you something, so: hello! How are things at ${c.company}?`,
      }),
    ),
    hook(c, 1, 1, false),
    line(
      pick(c, {
        professional: "What's the main focus for you this quarter?",
        casual: "What's the big focus for you right now?",
        direct: "What's your main focus this quarter?",
        consultative: "What's the most important thing you're working towards this quarter?",
        humorous: '',
      }),
    ),
    opt(c.offer && `If it's ever useful, ${c.offer}.`, 2, true),
  ],
];

function painQuestion(c: Ctx, noun: (p: string) => string, fallback: string): string {
  return c.pain?.kind === 'noun' ? noun(c.pain.text) : fallback;
}

const qualifyingQuestions: Wording[] = [
  (c) => [
    hi(c, 0),
    para(
      pick(c, {
        professional: `Before I suggest anything for ${c.company}, I'd like to make sure it's actually a fit. Three quick questions:`,
        casual: `Before I go pitching anything to ${c.company}, a few quick questions to see if it's even a fit:`,
        direct: `Three questions to see if I can help ${c.company}:`,
        consultative: `To make sure I only suggest what's genuinely useful for ${c.company}, may I ask three quick questions?`,
        humorous: `Before I start pitching ${c.company} like an over-caffeinated salesperson, three quick questions:`,
      }),
    ),
    para(
      [
        '1. How are most new clients finding you right now?',
        `2. ${painQuestion(c, (p) => `Where does ${p} rank on your list of headaches right now?`, "What's the main thing holding growth back?")}`,
        '3. If we found a fix, how soon would you want it in place?',
      ].join('\n'),
    ),
    offerLine(c, 0, 2, true),
    para(
      pick(c, {
        professional: 'A line for each is plenty.',
        casual: 'One line each is perfect!',
        direct: 'One line each.',
        consultative:
          'Short answers are perfect; they will tell me whether a conversation is worth your time.',
        humorous: "One line each is plenty. No essays, and I promise I won't grade them.",
      }),
    ),
  ],
  (c) => [
    hi(c, 1),
    hook(c, 0, 1, true),
    para(
      pick(c, {
        professional: `I'd love to learn a little about how ${c.company} is approaching growth. A couple of quick questions, if you don't mind:`,
        casual: `Curious about a couple of things at ${c.company}, if you've got a sec:`,
        direct: `Two quick questions about ${c.company}:`,
        consultative: `I'd like to understand ${c.company} a bit better before suggesting anything. Two questions:`,
        humorous: `Pop quiz about ${c.company} (don't worry, it's open book):`,
      }),
    ),
    para(
      [
        '- What does a great month of new clients look like for you?',
        `- ${painQuestion(c, (p) => `What have you already tried for ${p}?`, 'What have you already tried to get there?')}`,
      ].join('\n'),
    ),
    opt(c.offer && `Reason I ask: ${c.offer}.`, 2, true),
    para(
      pick(c, {
        professional:
          'Your answers will help me see whether there is anything worth talking about.',
        casual: 'No wrong answers!',
        direct: 'Short answers are fine.',
        consultative: "Your answers will help me see whether there's anything worth exploring.",
        humorous: 'Partial credit is available.',
      }),
    ),
  ],
  (c) => [
    hi(c, 2),
    para(
      pick(c, {
        professional: `I only take on ${firms(c)} I'm confident I can help, so I'd like to ask a few questions about ${c.company} first:`,
        casual: `I only work with ${firms(c)} I know I can really help, so a few quick questions about ${c.company} first:`,
        direct: `I only take on clients I can help. Three questions about ${c.company}:`,
        consultative: `I'm selective about who I work with, so before anything else I'd like to understand ${c.company}:`,
        humorous: `I'm picky about who I work with (my mum says it's a flaw), so a few questions about ${c.company} first:`,
      }),
    ),
    para(
      [
        '1. Who handles bringing in new clients today?',
        '2. Roughly how many new clients a month are you looking for?',
        `3. ${painQuestion(c, (p) => `What would it cost to leave ${p} unsolved for another six months?`, 'What would change if you hit that number?')}`,
      ].join('\n'),
    ),
    para(
      pick(c, {
        professional: 'Brief answers are perfect.',
        casual: 'Quick answers are totally fine!',
        direct: 'Brief answers are fine.',
        consultative: "Brief answers are perfect; I'll come back with honest thoughts.",
        humorous: 'Brief answers are perfect. Bullet points earn bonus points.',
      }),
    ),
  ],
];

export const WORDINGS: Record<ScriptType, Wording[]> = {
  cold_dm: coldDm,
  trojan_horse: trojanHorse,
  follow_up: followUp,
  pattern_interrupt: [...breakup, ...curveball, ...honest],
  connection_request: connectionRequest,
  value_add: valueAdd,
  meeting_request: meetingRequest,
  referral_request: referralRequest,
  hot_dm_response: hotDmResponse,
  warm_dm: warmDm,
  qualifying_questions: qualifyingQuestions,
};
