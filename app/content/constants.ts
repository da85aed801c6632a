/** Business constants of spec §9, each named once. Components import them from here. */

/** Layout switches (px, inclusive upper bounds: "768px or less" is mobile). */
export const MOBILE_MAX_WIDTH = 768;
/** The home hero drops its video at this width or narrower; CSS: the `max-narrow:` variant (app.css). */
export const HOME_HERO_NARROW_MAX_WIDTH = 576;

/** The header turns white once the page is scrolled more than this. */
export const HEADER_SCROLL_THRESHOLD = 100;

export interface CarouselBreakpoint {
  /** Applies at this window width and narrower. */
  maxWidth: number;
  visible: number;
}

/** Every carousel loops (components/sections/carousel.tsx). */
export interface CarouselSettings {
  visible: number;
  scroll: number;
  autoplayMs?: number;
  breakpoints: CarouselBreakpoint[];
}

export const SERVICE_CAROUSEL = {
  visible: 3,
  scroll: 1,
  autoplayMs: 5000,
  breakpoints: [
    { maxWidth: 1024, visible: 3 },
    { maxWidth: 992, visible: 2 },
    { maxWidth: 768, visible: 2 },
    { maxWidth: 560, visible: 1 },
  ],
} as const satisfies CarouselSettings;

export const PARTNER_CAROUSEL = {
  visible: 4,
  scroll: 1,
  autoplayMs: 3000,
  breakpoints: [
    { maxWidth: 768, visible: 3 },
    { maxWidth: 560, visible: 2 },
  ],
} as const satisfies CarouselSettings;

export const BLOG_CAROUSEL = {
  visible: 3,
  scroll: 1,
  breakpoints: [
    { maxWidth: 1024, visible: 3 },
    { maxWidth: 768, visible: 2 },
    { maxWidth: 560, visible: 1 },
  ],
} as const satisfies CarouselSettings;

export const BLOG_CARD_HEIGHT_PX = 550;

/** Working strategy: each step n (1-based) is indented by (50 - 10 * n) percent. */
export const STRATEGY_INDENT_START_PERCENT = 50;
export const STRATEGY_INDENT_STEP_PERCENT = 10;

export const CIRCULAR_LAYOUT_ITEMS = 7;

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBILITY_THRESHOLD = 0.1;

/**
 * Field lengths, in characters with each line break counted once (components/form/rules.ts). The
 * outbox (scripts/outbox.mjs) accepts every field up to these, so what a form takes is delivered.
 */
export const MESSAGE_MIN_LENGTH = 20;
export const CONTACT_MESSAGE_MAX_LENGTH = 150;
/** The message of "Write to us" and of the careers form (the spec sets no maximum; a long letter fits). */
export const MESSAGE_MAX_LENGTH = 5000;
/** Names, phone, country, custom topic. */
export const TEXT_FIELD_MAX_LENGTH = 200;
/** The longest address RFC 5321 allows. */
export const EMAIL_MAX_LENGTH = 254;

export const CHAT_REPLY_DELAY_MS = 1000;
/** The longest chat message a visitor can type (the chat input's maxlength). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/**
 * Messages a conversation keeps, the oldest dropped first: far more than any real chat scrolls
 * back through, and a bound on what a saved chat (sessionStorage) may hold.
 */
export const CHAT_HISTORY_MAX_MESSAGES = 200;
export const CHAT_FOLLOW_UP_DELAY_MS = 1500;
export const CHAT_PANEL = { width: 370, height: 500, bottom: 70, right: 20, icon: 60 } as const;

export const EMAIL_LIBRARY_VERSION = "4.4.1";

export const CAREERS_TABLE_ROWS = 5;
export const INSIGHTS_ARTICLES = 6;
export const HOME_BLOG_TEASERS = 4;
export const HOME_STEPS = 5;

/** The largest CV the careers forms accept (2 MB): the form checks it, the privacy policy says it. */
export const CV_MAX_BYTES = 2 * 1024 * 1024;
