/**
 * The page's small behaviours, not React (each would pull React into every page): typed modules
 * beside what they serve, made inline strings at build (`?inline-script`,
 * scripts/astro/inline-scripts.mjs); their hashes are in each page's CSP. The shell's is on every
 * page; each other one only on the pages whose HTML has what it acts on, so a page carries only
 * what it uses and loads no script file before it is used.
 *  - `headScript`: what must answer at first paint, in `<head>` after the stylesheet, listening
 *    on the document, so a tap is answered before the body is parsed.
 *  - `bodyEndScript`: what has nothing to tap before the page is parsed (the home video, the
 *    how-we-work highlight, counters, reveals), at the end of `<body>`, run as parsing ends.
 */
import shell from "~/components/layout/shell.ts?inline-script";
import carousels from "~/components/sections/carousel-behaviour.ts?inline-script";
import embedLoader from "~/components/ui/embed-loader.ts?inline-script";
import consentOpener from "~/features/analytics/consent-opener.ts?inline-script";
import flipCards from "~/features/home/flip-cards.ts?inline-script";
import popupTurn from "~/features/home/popup-turn.ts?inline-script";
import countUp from "~/features/company/count-up.ts?inline-script";
import reveal from "~/features/contact/reveal.ts?inline-script";
import heroVideo from "~/features/home/hero-video.ts?inline-script";
import howWeWorkHighlight from "~/features/home/how-we-work-highlight.ts?inline-script";
import searchWarm from "~/features/search/search-warm.ts?inline-script";
import chatRestore from "~/features/chatbot/chat-restore.ts?inline-script";
import { CAROUSEL } from "~/components/sections/carousel-behaviour";
import { EMBED_FACADE } from "~/components/ui/embed-loader";
import { hasCookieSettings } from "~/features/analytics/cookie-settings-button";
import { COUNTER } from "~/features/company/count-up";
import { REVEAL } from "~/features/contact/reveal";
import { FLIPPED } from "~/features/home/flip-cards";
import { HERO_VIDEO_ATTR } from "~/features/home/hero-video";
import { STEP } from "~/features/home/how-we-work-highlight";
import { HOME_POPUP_ID } from "~/features/home/popup-turn";

interface Behaviour {
  /** The attribute (and value, where it takes one) that the page's HTML has when it needs it. */
  attribute: string;
  value?: string;
  script: string;
}

/** Each behaviour of the head beyond the shell's. */
export const headBehaviours: readonly Behaviour[] = [
  { attribute: CAROUSEL, script: carousels },
  { attribute: FLIPPED, script: flipCards },
  { attribute: EMBED_FACADE, script: embedLoader },
  { attribute: "id", value: HOME_POPUP_ID, script: popupTurn },
];

/** Each behaviour of the body's end. */
export const bodyEndBehaviours: readonly Behaviour[] = [
  { attribute: HERO_VIDEO_ATTR, script: heroVideo },
  { attribute: STEP, script: howWeWorkHighlight },
  { attribute: COUNTER, script: countUp },
  { attribute: REVEAL, script: reveal },
];

const needed = (behaviours: readonly Behaviour[], body: string) =>
  behaviours
    .filter(({ attribute, value }) => hasAttribute(body, attribute, value))
    .map(({ script }) => script);

/**
 * Whether `html`, as React renders it (every attribute written ` name="value"`), has `attribute`
 * (with `value`, when given) on one of its elements; words in the text are not attributes.
 */
export function hasAttribute(html: string, attribute: string, value?: string): boolean {
  return html.includes(value === undefined ? ` ${attribute}="` : ` ${attribute}="${value}"`);
}

/**
 * The one inline script of a page's `<head>`: the shell's behaviours, search's start at intent and
 * the chat left open on the last page (every page has the header and the chat), the footer's
 * Cookie settings where the build has it, then those of `headBehaviours` that `body` (the page's
 * own HTML) needs.
 */
export function headScript(body: string): string {
  return [
    shell,
    searchWarm,
    chatRestore,
    ...(hasCookieSettings ? [consentOpener] : []),
    ...needed(headBehaviours, body),
  ].join("\n");
}

/** The inline script of the end of a page's `<body>`, if `body` needs one (else ""). */
export function bodyEndScript(body: string): string {
  return needed(bodyEndBehaviours, body).join("\n");
}
