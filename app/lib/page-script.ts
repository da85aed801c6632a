import { MOBILE_NAV_ID } from "~/components/layout/mobile-nav";
import { MAIN_MENU_NAME } from "~/components/layout/nav-menu";
import { THEME_TOGGLE } from "~/components/layout/theme-toggle";
import { CAROUSEL } from "~/components/sections/carousel";
import { carouselScript } from "~/components/sections/carousel-script";
import { EMBED_FACADE, EMBED_LOAD } from "~/components/ui/embed-facade";
import { CONSENT_ASKED, OPEN_CONSENT, OPEN_CONSENT_EVENT } from "~/features/analytics/cookie-settings-button";
import {
  COUNT_TO,
  COUNTER,
  COUNTER_DURATION_MS,
  COUNTER_VISIBILITY_THRESHOLD,
} from "~/features/company/animated-counter";
import { REVEAL } from "~/features/contact/contact-info-strip";
import { HEADER_SCROLL_THRESHOLD } from "~/content/constants";
import { FLIPPED } from "~/features/home/flip-card-grid";
import { HERO_VIDEO_ATTR, HERO_VIDEO_QUERY, HERO_VIDEO_TOGGLE } from "~/features/home/home-hero";
import { flipCardScript, howWeWorkScript } from "~/features/home/home-script";
import { heldTapsScript } from "./held-taps";
import { REDUCED_MOTION } from "./reduced-motion";
import { DARK_QUERY, themeScript } from "./theme";
import { storageKeys } from "./storage";

/*
 * The page's small behaviours are scripts of ours, not React: each would otherwise pull React into
 * every page. Those a visitor can set off at first paint are inline in <head> (their hashes belong
 * in each page's CSP) and listen on the document, so a tap is answered before the body is parsed:
 * the shell's on every page, and each other one only on the pages whose HTML has what it acts on
 * (`headScript`). Those with nothing to tap before the page is parsed (`deferredScript`) go into the
 * one deferred file every page loads (scripts/astro/page-scripts.mjs), cached across pages. The
 * HTML stays small: the home and contact pages fit the first round trip.
 */

/**
 * The shell's behaviours, on every page:
 *  - the theme button: the other theme, remembered (or forgotten when it is the system's), and
 *    its `aria-pressed` kept true to the theme shown (as app/lib/theme.ts `chooseTheme`);
 *  - the header's `data-state`: "solid" past the scroll threshold or while the mobile menu is
 *    open; focus moves into that menu when it opens;
 *  - the header's `<details>` menus close on Esc (focus back to the summary), on a press outside
 *    and when focus leaves them;
 *  - search's shortcuts (`/`, Ctrl/Cmd+K outside fields) before the search island is ready: they
 *    press its button (its placeholder opens, its field focused, and the island wakes); once
 *    ready, the island answers them itself (search-button.tsx `isSearchShortcut`, the same rule);
 *  - the footer's Cookie settings (a build with analytics that needs consent) asks the analytics
 *    island for its banner (an event);
 *  - `<dialog data-light-dismiss>` closes on a press on its backdrop; a button opening a dialog
 *    closes the mobile menu first; invoker commands (`commandfor`) where the browser lacks them.
 */
export const shellScript = `(function(){var d=document,r=d.documentElement,K=${JSON.stringify(storageKeys.theme)},Q=${JSON.stringify(DARK_QUERY)},M='details[name="${MAIN_MENU_NAME}"][open]',open=false,f=0;function sys(){return matchMedia(Q).matches?"dark":"light"}function cur(){return r.dataset.theme||sys()}function press(){d.querySelectorAll("[${THEME_TOGGLE}]").forEach(function(b){b.setAttribute("aria-pressed",String(cur()==="dark"))})}function head(){var h=d.querySelector("[data-site-header]");if(h)h.dataset.state=scrollY>${HEADER_SCROLL_THRESHOLD}||open?"solid":"transparent"}function shown(e){try{return !!e&&e.matches(":popover-open")}catch(x){return false}}addEventListener("scroll",function(){if(!f)f=requestAnimationFrame(function(){f=0;head()})},{passive:true});d.addEventListener("DOMContentLoaded",function(){press();matchMedia(Q).addEventListener("change",press);var n=d.getElementById("${MOBILE_NAV_ID}");if(n)n.addEventListener("toggle",function(e){open=e.newState==="open";head();if(open){var a=n.querySelector("a,button");if(a)a.focus()}})});d.addEventListener("click",function(e){var t=e.target instanceof Element?e.target:null;if(!t)return;if(t.closest("[${OPEN_CONSENT}]")){r.setAttribute("${CONSENT_ASKED}","");dispatchEvent(new Event(${JSON.stringify(OPEN_CONSENT_EVENT)}));return}var b=t.closest("[${THEME_TOGGLE}]");if(b){var n=cur()==="dark"?"light":"dark";try{if(n===sys()){delete r.dataset.theme;localStorage.removeItem(K)}else{r.dataset.theme=n;localStorage.setItem(K,n)}}catch(x){}press();return}var c=t.closest("button[commandfor]");if(c){var k=c.getAttribute("command"),g=d.getElementById(c.getAttribute("commandfor")||""),m=d.getElementById("${MOBILE_NAV_ID}");if(k==="show-modal"&&shown(m))m.hidePopover();if(g&&!("commandForElement" in HTMLButtonElement.prototype)){if(k==="show-modal"&&!g.open)g.showModal();if(k==="close")g.close()}return}if(t.matches("dialog[data-light-dismiss]"))t.close()});d.addEventListener("pointerdown",function(e){d.querySelectorAll(M).forEach(function(x){if(!x.contains(e.target))x.open=false})});d.addEventListener("keydown",function(e){var t=e.target,k=e.key.toLowerCase();if(!e.defaultPrevented&&!e.isComposing&&!e.altKey&&!(t instanceof HTMLElement&&(t.isContentEditable||t.matches("input, textarea, select")))&&(k==="/"?!e.ctrlKey&&!e.metaKey:k==="k"&&(e.ctrlKey||e.metaKey)&&!e.shiftKey)&&!d.querySelector("dialog[open]")){var s=d.querySelector("button[aria-keyshortcuts]"),i=s&&s.closest("astro-island");if(s&&i&&i.getAttribute("data-island")!=="ready"){e.preventDefault();s.click()}}});d.addEventListener("keydown",function(e){var x=e.key==="Escape"&&d.querySelector(M);if(x){x.open=false;var s=x.querySelector("summary");if(s)s.focus()}});d.addEventListener("focusout",function(e){var x=e.target instanceof Element&&e.target.closest(M);if(x&&!x.contains(e.relatedTarget))x.open=false})})()`;

/**
 * The home hero's video: after the page's load event, on a wide window, it is put in from its
 * placeholder and plays unless reduced motion is asked for (taken out when the window narrows);
 * its button pauses and resumes it, and `data-playing` on the hero says which (CSS shows the
 * matching icon and name). Deferred: there is no video to pause before the load event.
 */
export const heroVideoScript = `(function(){var d=document;function L(){var h=d.querySelector("[${HERO_VIDEO_ATTR}]");if(!h)return;var w=matchMedia(${JSON.stringify(HERO_VIDEO_QUERY)}),s=h.parentElement,v=null;function sync(){s.toggleAttribute("data-playing",!!v&&!v.paused)}function fit(){if(!w.matches){if(v){v.remove();v=null;sync()}return}if(!v){v=d.createElement("video");v.muted=true;v.loop=true;v.playsInline=true;v.preload="auto";v.poster=h.dataset.poster;v.className=h.dataset.class;v.setAttribute("aria-hidden","true");v.tabIndex=-1;[["webm","video/webm"],["mp4","video/mp4"]].forEach(function(x){var o=d.createElement("source");o.src=h.dataset[x[0]];o.type=x[1];v.appendChild(o)});v.addEventListener("play",sync);v.addEventListener("pause",sync);h.after(v)}if(!matchMedia(${JSON.stringify(REDUCED_MOTION)}).matches)v.play().catch(function(e){console.info("Hero video autoplay was prevented:",e)})}w.addEventListener("change",fit);fit()}d.readyState=="complete"?L():addEventListener("load",L);d.addEventListener("click",function(e){var t=e.target instanceof Element?e.target:null;if(!t)return;var p=t.closest("[${HERO_VIDEO_TOGGLE}]");if(p){var v=d.querySelector("[${HERO_VIDEO_ATTR}] + video");if(v){if(v.paused)v.play().catch(function(){});else v.pause()}}})})()`;

/**
 * A click-to-load frame (embed-facade.tsx): its button makes the frame from the facade's data and
 * focuses it, and again once its page has come if focus fell to the page meanwhile (a frame of
 * another site is replaced as its page arrives, and focus can go with the old one).
 */
export const embedScript = `(function(){var d=document;d.addEventListener("click",function(e){var t=e.target instanceof Element?e.target:null;if(!t)return;var l=t.closest("[${EMBED_LOAD}]"),o=l&&l.closest("[${EMBED_FACADE}]");if(o){var fr=d.createElement("iframe");fr.src=o.dataset.src;fr.title=o.dataset.title;fr.className=o.dataset.class;fr.referrerPolicy="strict-origin-when-cross-origin";o.replaceChildren(fr);fr.addEventListener("load",function(){if(d.activeElement===d.body)fr.focus()});fr.focus()}})})()`;

/**
 * Counters (animated-counter.tsx) wait at 0 and count up when 10% of one is seen. They do not move
 * under reduced motion or without an IntersectionObserver: the HTML's final values stay. Deferred.
 */
export const counterScript = `(function(){var d=document;function go(){if(!("IntersectionObserver" in window)||matchMedia(${JSON.stringify(REDUCED_MOTION)}).matches)return;var io=new IntersectionObserver(function(es){es.forEach(function(e){if(!e.isIntersecting)return;io.unobserve(e.target);var s=e.target.querySelector("[${COUNT_TO}]"),T=+s.getAttribute("${COUNT_TO}"),t0=performance.now();function f(now){var p=Math.min(1,(now-t0)/${COUNTER_DURATION_MS});cnt(s,Math.round(T*(1-Math.pow(1-p,3))));if(p<1)requestAnimationFrame(f)}requestAnimationFrame(f)})},{threshold:${COUNTER_VISIBILITY_THRESHOLD}});function cnt(s,v){s.setAttribute("data-value",v);s.textContent=v+(s.getAttribute("data-suffix")||"")}d.querySelectorAll("[${COUNTER}]").forEach(function(c){cnt(c.querySelector("[${COUNT_TO}]"),0);io.observe(c)})}d.readyState=="loading"?d.addEventListener("DOMContentLoaded",go):go()})()`;

/**
 * A `data-reveal` list below the first screen (contact-info-strip.tsx) waits hidden and slides in
 * when it comes into view; in the first screen, under reduced motion or without an
 * IntersectionObserver its cards stay visible. Deferred.
 */
export const revealScript = `(function(){var d=document;function go(){if(!("IntersectionObserver" in window)||matchMedia(${JSON.stringify(REDUCED_MOTION)}).matches)return;d.querySelectorAll("[${REVEAL}]").forEach(function(u){var first=true,ro=new IntersectionObserver(function(es){var on=es.some(function(e){return e.isIntersecting});if(first){first=false;if(!on)u.setAttribute("${REVEAL}","waiting");else ro.disconnect();return}if(on){u.setAttribute("${REVEAL}","revealed");ro.disconnect()}},{rootMargin:"0px 0px -10% 0px"});ro.observe(u)})}d.readyState=="loading"?d.addEventListener("DOMContentLoaded",go):go()})()`;

/** Each inline behaviour beyond the shell's, with the attributes of the HTML it acts on. */
const pageBehaviours: readonly { attributes: readonly string[]; script: string }[] = [
  { attributes: [CAROUSEL], script: carouselScript },
  { attributes: [FLIPPED], script: flipCardScript },
  { attributes: [EMBED_FACADE], script: embedScript },
];

const hasAttribute = (html: string, name: string) => new RegExp(`\\s${name}(?=[\\s=/>])`).test(html);

/**
 * The one inline script of a page's <head>, run before its first paint: the stored theme, held
 * taps, the shell's behaviours, and those of `pageBehaviours` whose attributes `body` (the page's
 * own HTML) has.
 */
export function headScript(body: string): string {
  const behaviours = pageBehaviours.filter(({ attributes }) =>
    attributes.some((name) => hasAttribute(body, name)),
  );
  return [themeScript, heldTapsScript, shellScript, ...behaviours.map(({ script }) => script)].join(";\n");
}

/**
 * The behaviours that wait for the page to be parsed or loaded, for every page (each looks for what
 * it acts on first); written into the deferred file with Astro's island runtime.
 */
export const deferredScript = [heroVideoScript, howWeWorkScript, counterScript, revealScript].join(";\n");
