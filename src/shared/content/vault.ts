/**
 * The Scripts Vault (docs/decisions/0113-written-content.md): 14 niche names, each with a lucide
 * icon, the offer the scripts sell and 2-3 scripts written for that niche's real pains. Square
 * brackets mark what the sender fills in before sending.
 */

export type VaultIcon =
  | 'House'
  | 'Dumbbell'
  | 'GraduationCap'
  | 'Building'
  | 'ShoppingCart'
  | 'Rocket'
  | 'HeartPulse'
  | 'Briefcase'
  | 'PenLine'
  | 'Monitor'
  | 'BookOpen'
  | 'Apple'
  | 'Wrench'
  | 'UserSearch';

export type VaultScript = { title: string; content: string };

export type VaultNiche = {
  id: string;
  name: string;
  icon: VaultIcon;
  offer: string;
  scripts: VaultScript[];
};

export const VAULT_NICHES: readonly VaultNiche[] = [
  {
    id: 'real-estate-agents',
    name: 'Real Estate Agents',
    icon: 'House',
    offer: 'Seller and buyer lead generation so the pipeline does not depend on referrals',
    scripts: [
      {
        title: 'Cold opener: the referral dip',
        content:
          "Hi [Name], saw your listing on [Street] — great photos, by the way. Quick question: how much of your business right now comes from referrals versus people finding you? Most agents I talk to in [City] say referrals are great until a quiet month hits and there's nothing behind them. We help agents add 5-10 seller conversations a month from their own area. Worth a quick chat to see if it fits how you work?",
      },
      {
        title: 'Just-sold follow-up',
        content:
          'Congrats on closing [Address], [Name]! Homes like that tend to get the neighbours thinking about what their place is worth. Are you doing anything to reach the rest of the street while the sale is fresh? We run just-sold campaigns for agents that turn one closing into a handful of valuation requests. Happy to show you one we ran last month if useful.',
      },
      {
        title: 'Slow-market value add',
        content:
          "Hi [Name], with days-on-market creeping up around [Area], I put together a short list of what's still getting sellers to list right now: three angles that are working for agents we support. No pitch attached. Want me to send it over?",
      },
    ],
  },
  {
    id: 'fitness-coaches',
    name: 'Fitness Coaches',
    icon: 'Dumbbell',
    offer: 'A steady flow of online coaching clients without living on content',
    scripts: [
      {
        title: 'Cold opener: the content treadmill',
        content:
          "Hey [Name], love the transformation you posted with [Client] — that's real work. Can I ask how most of your online clients find you right now? A lot of coaches I speak with are posting every day and still getting the same handful of enquiries. We help coaches book 8-12 consult calls a month through DMs instead of chasing the algorithm. Open to hearing how?",
      },
      {
        title: 'January rush follow-up',
        content:
          "Hey [Name], following up on my message from last week. With the new-year rush coming, now's usually when coaches either fill their roster or scramble for it in February. If you've got space for 5 more clients, I'd love to show you how we'd fill it. Worth 15 minutes this week?",
      },
      {
        title: 'Warm DM after a story reply',
        content:
          'Thanks for the reply on my story, [Name]! Curious, are you taking on new online clients at the moment or fully booked? I work with a few coaches on keeping their calendar full without extra posting, so I always like to ask.',
      },
    ],
  },
  {
    id: 'coaches-course-creators',
    name: 'Coaches & Course Creators',
    icon: 'GraduationCap',
    offer: 'Booked sales calls with qualified buyers for high-ticket programs',
    scripts: [
      {
        title: 'Cold opener: the unqualified calls',
        content:
          'Hi [Name], really enjoyed your post about [Topic]. Quick question for you: of the sales calls you take each week, how many are actually qualified to buy? Most coaches running high-ticket programs tell me half their calendar is tyre-kickers. We set up DM outreach that pre-qualifies people before they ever book. Would that be useful for [Program]?',
      },
      {
        title: 'Launch week value add',
        content:
          "Hi [Name], saw you're opening doors for [Program] soon. One thing that's made a big difference for creators we work with: messaging the people who engaged with launch content in the last 30 days, personally, before the cart opens. Happy to share the exact three-message sequence if you want it. No strings.",
      },
      {
        title: 'Meeting request',
        content:
          "Hi [Name], I'll be brief. We help coaches like you book 10-15 qualified calls a month through personalised outreach, without paid ads. I have a couple of ideas specific to [Program] that I think could fill your next cohort. Would you be up for a 15-minute call on Tuesday or Thursday?",
      },
    ],
  },
  {
    id: 'agency-owners',
    name: 'Agency Owners',
    icon: 'Building',
    offer: 'A predictable new-client pipeline so growth does not stall between referrals',
    scripts: [
      {
        title: 'Cold opener: feast or famine',
        content:
          "Hi [Name], checked out [Agency]'s work for [Client] — sharp stuff. Can I ask, is most of your new business still coming from referrals? Almost every agency owner I speak with describes the same cycle: flat out delivering, then a dry month because nobody was selling. We build outbound that keeps running while you deliver. Worth a quick conversation?",
      },
      {
        title: 'Trojan horse: the niche question',
        content:
          "Hey [Name], quick one: I'm mapping which niches agencies are having the easiest time selling into this year. Which of your client types has been the easiest to close lately? Happy to share what I'm hearing from other owners in return.",
      },
      {
        title: 'Follow-up with a case study',
        content:
          "Hi [Name], circling back on my earlier note. Thought this might be more useful than another 'just checking in': we helped a [Service] agency similar to yours go from 2 to 9 qualified sales calls a month in about 60 days. Happy to walk you through exactly what we did if it's relevant.",
      },
    ],
  },
  {
    id: 'ecom-brands',
    name: 'Ecom Brands',
    icon: 'ShoppingCart',
    offer: 'Wholesale, influencer and retail partnerships through targeted outreach',
    scripts: [
      {
        title: 'Cold opener: rising ad costs',
        content:
          "Hi [Name], love what you're doing with [Brand] — the [Product] packaging is great. With ad costs where they are, are you looking at channels beyond paid social right now? We help DTC brands land wholesale accounts and creator partnerships through direct outreach, so growth isn't tied to CPMs. Would that be worth a chat?",
      },
      {
        title: 'Value add: the retention angle',
        content:
          "Hey [Name], noticed [Brand] doesn't seem to have a post-purchase DM flow yet. Brands we work with see a lot of repeat orders come from a simple thank-you message plus a personal recommendation 2 weeks later. Happy to send you the template. No catch.",
      },
    ],
  },
  {
    id: 'saas-founders',
    name: 'SaaS Founders',
    icon: 'Rocket',
    offer: 'Founder-led outbound that books demos with the right buyers',
    scripts: [
      {
        title: 'Cold opener: demos from the right accounts',
        content:
          "Hi [Name], saw [Product]'s launch on [Platform] — congrats. Curious how you're getting in front of [ICP] right now. Most early-stage founders I talk to have a product people love once they see it, but not enough of the right people seeing it. We run founder-led outbound that books demos with your exact ICP. Open to a quick chat?",
      },
      {
        title: 'Qualifying questions',
        content:
          "Hi [Name], before I suggest anything, three quick questions so I don't waste your time: 1) Who's doing outbound today, you or someone on the team? 2) Roughly how many demos a month are you running? 3) What would 10 more qualified demos be worth to you this quarter? One line each is plenty.",
      },
      {
        title: 'Post-funding congrats',
        content:
          "Congrats on the raise, [Name]! The next 12 months usually mean one thing: pipeline targets that just doubled. If building outbound is on the list, I'd love to share what's worked for other [Stage] teams selling to [ICP]. Worth 15 minutes in the next couple of weeks?",
      },
    ],
  },
  {
    id: 'therapists-wellness-pros',
    name: 'Therapists & Wellness Pros',
    icon: 'HeartPulse',
    offer: 'A full private-practice calendar without relying on directories',
    scripts: [
      {
        title: 'Cold opener: the directory problem',
        content:
          "Hi [Name], I came across your practice and really appreciated how clearly you explain your approach to [Specialty]. Can I ask how most new clients find you at the moment? A lot of practitioners tell me they're stuck paying for directory listings that send fewer enquiries every year. We help private practices fill their calendars in a way that feels ethical and personal. Would that be worth a conversation?",
      },
      {
        title: 'Gentle follow-up',
        content:
          "Hi [Name], just gently following up on my last message. I know your days are full of sessions, so no pressure at all. If filling a few open slots each week would help, I'm happy to share how other [Specialty] practitioners are doing it. If not, I completely understand.",
      },
    ],
  },
  {
    id: 'career-coaches-resume-writers',
    name: 'Career Coaches & Resume Writers',
    icon: 'Briefcase',
    offer: 'Consistent client enquiries from professionals actively job hunting',
    scripts: [
      {
        title: 'Cold opener: the seasonal slump',
        content:
          'Hi [Name], loved your post about [Topic]; the advice on quantifying results is spot on. How steady is your client flow through the year? Career coaches I speak with tend to see a rush in January and after layoff news, then quiet months in between. We help you reach professionals who are actively looking, every month. Worth exploring?',
      },
      {
        title: 'Trojan horse: the hiring-market question',
        content:
          "Hey [Name], quick question since you see this up close: what's the biggest mistake you're seeing job seekers make right now? I'm putting together notes from a few career coaches and would love your take. Happy to share what the others said.",
      },
    ],
  },
  {
    id: 'copywriters',
    name: 'Copywriters',
    icon: 'PenLine',
    offer: 'Retainer clients instead of one-off projects',
    scripts: [
      {
        title: 'Cold opener: the project-to-project cycle',
        content:
          'Hi [Name], read your piece on [Topic] — the hook alone made me finish it. Can I ask, how much of your work is retainers versus one-off projects? Most writers I talk to are brilliant at the craft and tired of starting from zero every month. We help copywriters land 2-3 retainer clients through targeted outreach. Interested in how?',
      },
      {
        title: 'Meeting request',
        content:
          "Hi [Name], I'll keep this short. I work with copywriters on one thing: replacing project-hunting with a few solid retainers. I've got a couple of ideas for reaching [Niche] brands that need ongoing copy. Would a 15-minute call next week be useful?",
      },
      {
        title: 'Pattern interrupt',
        content:
          "Hi [Name], I've written you a couple of messages now and I'm aware I'm messaging a copywriter about messaging, which is a bit like cooking for a chef. So I'll just ask: is finding retainer clients a priority right now, or should I leave you in peace?",
      },
    ],
  },
  {
    id: 'web-designers-devs',
    name: 'Web Designers / Devs',
    icon: 'Monitor',
    offer: 'Higher-value website projects from businesses that need them',
    scripts: [
      {
        title: 'Cold opener: underpriced projects',
        content:
          'Hi [Name], your portfolio is excellent, especially the [Project] site. Quick question: are most of your enquiries coming from people shopping on price? A lot of designers I speak with are great at the work but stuck competing with templates and cheap marketplaces. We help you reach businesses that budget properly for a site. Worth a chat?',
      },
      {
        title: 'Referral request',
        content:
          "Hi [Name], thanks again for the chat last week. One quick ask: do you know another designer or developer who's looking for more consistent projects? I'm taking on two more this month and I'd much rather work with someone you'd vouch for. Happy to return the favour any time.",
      },
    ],
  },
  {
    id: 'course-sellers',
    name: 'Course Sellers',
    icon: 'BookOpen',
    offer: 'More course sales from the audience they already have',
    scripts: [
      {
        title: 'Cold opener: the silent audience',
        content:
          "Hi [Name], I've been following your content on [Topic] — the [Lesson] breakdown was great. How are course sales compared to the size of your audience? Most creators I talk to have thousands of followers and only a handful of buyers, because nobody ever talks to them one to one. We run personal DM conversations that turn followers into students. Open to seeing how?",
      },
      {
        title: 'Value add: the abandoned checkout',
        content:
          "Hey [Name], small idea that's worked well for course sellers we support: a personal message to everyone who started checkout and didn't finish, asking if they had a question. It recovers a surprising number of sales. Want the exact wording we use?",
      },
      {
        title: 'Hot DM response',
        content:
          "Great to hear from you, [Name], and thanks for asking about [Course]! So I can point you to the right thing, what are you hoping it helps you do in the next few months? If it's easier, we can jump on a quick call and I'll answer everything in one go.",
      },
    ],
  },
  {
    id: 'health-nutrition-coaches',
    name: 'Health & Nutrition Coaches',
    icon: 'Apple',
    offer: 'Booked discovery calls with people ready to invest in their health',
    scripts: [
      {
        title: 'Cold opener: followers who never book',
        content:
          'Hi [Name], really liked your post on [Topic]; so much better than the usual fad advice. Can I ask how many of your followers actually turn into discovery calls? Nutrition coaches I speak with often have engaged audiences but struggle to get people to take the first step. We help you start those conversations personally. Would that help right now?',
      },
      {
        title: 'Warm DM after engagement',
        content:
          "Hey [Name], thanks for the like on my post! I noticed you're a nutrition coach. Are you taking on new clients at the moment? I help coaches fill their discovery calls through DMs, so I always like to ask when our paths cross.",
      },
    ],
  },
  {
    id: 'local-service-pros',
    name: 'Local Service Pros',
    icon: 'Wrench',
    offer: 'More booked jobs without paying per lead to marketplaces',
    scripts: [
      {
        title: 'Cold opener: paying for shared leads',
        content:
          'Hi [Name], saw your work on [Job] — really tidy finish. Are you still paying for leads from the big marketplace sites? Most [Trade] businesses I speak with are tired of paying for leads that get sent to four other companies at the same time. We help local pros get booked jobs from their own area, exclusive to them. Worth a quick call?',
      },
      {
        title: 'Seasonal follow-up',
        content:
          "Hi [Name], following up on my message from last week. With [Season] coming up, now's usually when [Trade] businesses want their schedule full for the busy months. If you've got capacity for more jobs, I'd love to show you how we'd fill it. Would Thursday work for 15 minutes?",
      },
      {
        title: 'Qualifying questions',
        content:
          "Hi [Name], so I don't waste your time, a few quick ones: how many jobs a week can you comfortably take on? Where do most of your bookings come from now? And is there a type of job you'd love more of? One line each is perfect.",
      },
    ],
  },
  {
    id: 'recruiters-staffing-agencies',
    name: 'Recruiters & Staffing Agencies',
    icon: 'UserSearch',
    offer: 'New hiring-manager relationships and open roles to fill',
    scripts: [
      {
        title: 'Cold opener: more roles, not more candidates',
        content:
          'Hi [Name], noticed [Agency] specialises in [Sector] roles. Quick question: is your bottleneck right now finding candidates or winning new roles to fill? Most recruiters I talk to have great candidate pools and not enough hiring managers to send them to. We help agencies open conversations with companies that are hiring now. Worth a chat?',
      },
      {
        title: 'Value add: hiring signals',
        content:
          "Hey [Name], thought this might be useful: we track which [Sector] companies have posted 3 or more roles in the last 30 days. It's a strong sign they need outside help. Happy to send you this month's list, no strings attached.",
      },
      {
        title: 'Meeting request',
        content:
          "Hi [Name], I'll be direct. We help staffing agencies like [Agency] book meetings with hiring managers who have open roles right now. I'd love to show you how it works with a few live examples from [Sector]. Would 15 minutes on Wednesday or Friday suit you?",
      },
    ],
  },
];
