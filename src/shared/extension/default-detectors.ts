import type { DetectorsConfig } from './detectors';

/**
 * The detectors the extension ships with and the server serves until the coach replaces them
 * (./detectors.ts). Each list is ordered, best anchor first: the platform's request names, ARIA
 * roles and labels, test ids, then classes. Written from the platforms' pages as publicly
 * described in 2026 (LinkedIn's markup as of 2026-07-31, X Chat's of 2026-06, Instagram's of
 * 2026-04); the extension's fixtures (extension/fixtures/) reproduce them. Where no public anchor
 * was known (who wrote a message on Instagram and Facebook, the other person's profile on
 * Facebook) the entries are the likeliest ARIA anchors: a page they do not match logs nothing
 * and "Check this page" says which list found nothing.
 */
export const DEFAULT_DETECTORS: DetectorsConfig = {
  format: 1,
  edition: '2026-08-built-in',
  platforms: {
    linkedin: {
      // The thread pages, and a profile page, where the Message button opens an overlay.
      pages: ['^/messaging(/|$)', '^/in/[^/]+/?$'],
      neverPages: [],
      threadInPath: ['^/messaging/thread/([^/]+)'],
      conversation: ['.msg-overlay-conversation-bubble', '.msg-convo-wrapper', 'main'],
      message: ['.msg-s-event-listitem'],
      outgoing: ['.msg-s-event-listitem:not(.msg-s-event-listitem--other)'],
      incoming: ['.msg-s-event-listitem--other'],
      pending: ['.msg-s-event-listitem__pending'],
      messageIdAttribute: ['data-event-urn'],
      composer: [
        '.msg-form__contenteditable[contenteditable="true"][role="textbox"]',
        '[role="textbox"][contenteditable="true"]',
      ],
      sendButton: ['button.msg-form__send-button', 'button.msg-form__send-btn'],
      profileLink: [
        'section[aria-label^="Conversation with"] h2 a[href*="/in/"]',
        '.msg-overlay-bubble-header a[href*="/in/"]',
        '.msg-s-message-list__event:has(.msg-s-event-listitem--other) a.msg-s-message-group__profile-link[href*="/in/"]',
      ],
      sendRequests: [
        {
          url: '^/voyager/api/voyagerMessagingDashMessengerMessages\\?(.*&)?action=createMessage',
          messageId: ['value', 'entityUrn'],
          requestThread: ['message', 'conversationUrn'],
        },
      ],
    },
    instagram: {
      pages: ['^/direct(/|$)'],
      neverPages: [],
      threadInPath: ['^/direct/t/([^/]+)'],
      conversation: ['[role="main"]:has([data-pagelet="IGDMessagesList"])', '[role="main"]'],
      message: ['[data-pagelet="IGDMessagesList"] [role="row"]'],
      outgoing: [
        '[data-scope="messages_table"][aria-label^="You sent"]',
        '[aria-label^="You sent"]',
      ],
      incoming: ['a[aria-label^="Open the profile page of "]'],
      pending: ['[aria-label="Sending…"]', '[aria-label="Sending..."]'],
      messageIdAttribute: ['data-message-id', 'id'],
      composer: [
        '[data-pagelet="IGDComposerForCannes"] div[contenteditable="true"][role="textbox"]',
        'div[contenteditable="true"][role="textbox"]',
      ],
      sendButton: ['[role="button"][aria-label="Send"]', 'button[aria-label="Send"]'],
      profileLink: [
        'header a[aria-label^="Open the profile page of "]',
        'a[aria-label^="Open the profile page of "]',
      ],
      sendRequests: [
        {
          url: '^/api/graphql',
          friendlyName: 'IGDirectTextSendMutation',
          messageId: ['data', '*', 'message_id'],
          requestThread: ['ig_thread_igid'],
        },
        {
          url: '^/api/graphql',
          friendlyName: 'IGDirectMediaSendMutation',
          messageId: ['data', '*', 'message_id'],
          requestThread: ['ig_thread_igid'],
        },
      ],
    },
    twitter: {
      // X Chat (end-to-end encrypted since 2025-11-14: the page is the only source) and the
      // older Messages pages.
      pages: ['^/i/chat(/|$)', '^/messages(/|$)'],
      neverPages: ['^/i/chat/pin(/|$)'],
      threadInPath: ['^/i/chat/([^/]+)', '^/messages/([^/]+)'],
      conversation: ['main'],
      message: [
        '[data-testid="dm-message-list-container"] ul > li',
        '[data-testid="messageEntry"]',
      ],
      outgoing: ['.justify-end', '[data-testid="userMessage"]'],
      incoming: ['.justify-start', '[data-testid="otherMessage"]'],
      pending: ['[data-testid="dm-message-pending"]'],
      messageIdAttribute: ['data-message-id'],
      composer: [
        'textarea[data-testid="dm-composer-textarea"]',
        '[data-testid="dmComposerTextInput"]',
      ],
      sendButton: [
        '[data-testid="dm-composer-send-button"]',
        '[data-testid="dmComposerSendButton"]',
      ],
      profileLink: [
        '[data-testid="dm-conversation-header"] a[href^="/"]',
        '[data-testid="DMConversationHeader"] a[href^="/"]',
      ],
      sendRequests: [],
    },
    facebook: {
      // Messages travel end-to-end encrypted: the page is the only source.
      pages: ['^/messages(/|$)'],
      neverPages: [],
      threadInPath: ['^/messages/(?:e2ee/)?t/([^/]+)'],
      conversation: ['[role="main"]'],
      message: ['[role="grid"] [role="row"]'],
      outgoing: ['[aria-label^="You sent"]'],
      // The other person's rows carry their picture, a link to their profile.
      incoming: ['[role="gridcell"] a[role="link"][href]'],
      pending: ['[aria-label="Sending"]'],
      messageIdAttribute: ['data-message-id'],
      composer: ['[role="main"] [role="textbox"][contenteditable="true"]'],
      sendButton: ['[aria-label="Press enter to send"]', '[aria-label="Send"]'],
      profileLink: ['[role="main"] [role="banner"] a[href]', '[role="main"] header a[href]'],
      sendRequests: [],
    },
  },
};
