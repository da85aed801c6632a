import { MOBILE_NAV_ID } from "~/components/layout/mobile-nav";
import { MAIN_MENU_NAME } from "~/components/layout/nav-menu";
import { THEME_TOGGLE } from "~/components/layout/theme-toggle";
import { EMBED_FACADE, EMBED_LOAD } from "~/components/ui/embed-facade";
import { CONSENT_ASKED, OPEN_CONSENT, OPEN_CONSENT_EVENT } from "~/features/analytics/cookie-settings-button";
import {
  COUNT_TO,
  COUNTER,
  COUNTER_DURATION_MS,
  COUNTER_VISIBILITY_THRESHOLD,
} from "~/features/company/animated-counter";
import { HEADER_SCROLL_THRESHOLD } from "~/content/constants";
import { HERO_VIDEO_ATTR, HERO_VIDEO_QUERY, HERO_VIDEO_TOGGLE } from "~/features/home/home-hero";
import { DARK_QUERY } from "./theme";
import { storageKeys } from "./storage";

/**
 * The shell's small behaviours, as one inline script in <head> (a constant of ours; its hash
 * belongs in each page's CSP), not React: each would otherwise pull React into every page.
 * It listens on the document, so a tap made at first paint is answered, before the body is parsed.
 *  - the theme button: the other theme, remembered (or forgotten when it is the system's), and
 *    its `aria-pressed` kept true to the theme shown (as app/lib/theme.ts `chooseTheme`);
 *  - the header's `data-state`: "solid" past the scroll threshold or while the mobile menu is
 *    open; focus moves into that menu when it opens;
 *  - the header's `<details>` menus close on Esc (focus back to the summary), on a press outside
 *    and when focus leaves them;
 *  - the home hero's video: after the page's load event, on a wide window, it is put in from its
 *    placeholder and plays unless reduced motion is asked for (taken out when the window
 *    narrows); its button pauses and resumes it, and `data-playing` on the hero says which (CSS
 *    shows the matching icon and name);
 *  - search's shortcuts (`/`, Ctrl/Cmd+K outside fields) before the search island is ready: they
 *    press its button (its placeholder opens, its field focused, and the island wakes); once
 *    ready, the island answers them itself (search-button.tsx `isSearchShortcut`, the same rule);
 *  - a click-to-load frame (embed-facade.tsx): its button makes the frame from the facade's data
 *    and focuses it, and again once its page has come if focus fell to the page meanwhile (a
 *    frame of another site is replaced as its page arrives, and focus can go with the old one);
 *  - counters (animated-counter.tsx) wait at 0 and count up when 10% of one is seen; a
 *    `data-reveal` list below the first screen waits hidden and slides in when it comes into
 *    view (contact-info-strip.tsx). Neither moves under reduced motion or without an
 *    IntersectionObserver: the HTML's final values and visible cards stay;
 *  - the footer's Cookie settings (a build with analytics that needs consent) asks the analytics
 *    island for its banner (an event);
 *  - `<dialog data-light-dismiss>` closes on a press on its backdrop; a button opening a dialog
 *    closes the mobile menu first; invoker commands (`commandfor`) where the browser lacks them.
 */
export const pageScript = `(function(){var d=document,r=d.documentElement,K=${JSON.stringify(storageKeys.theme)},Q=${JSON.stringify(DARK_QUERY)},M='details[name="${MAIN_MENU_NAME}"][open]',open=false,f=0;function sys(){return matchMedia(Q).matches?"dark":"light"}function cur(){return r.dataset.theme||sys()}function press(){d.querySelectorAll("[${THEME_TOGGLE}]").forEach(function(b){b.setAttribute("aria-pressed",String(cur()==="dark"))})}function head(){var h=d.querySelector("[data-site-header]");if(h)h.dataset.state=scrollY>${HEADER_SCROLL_THRESHOLD}||open?"solid":"transparent"}function shown(e){try{return !!e&&e.matches(":popover-open")}catch(x){return false}}addEventListener("scroll",function(){if(!f)f=requestAnimationFrame(function(){f=0;head()})},{passive:true});d.addEventListener("DOMContentLoaded",function(){if("IntersectionObserver" in window&&!matchMedia("(prefers-reduced-motion: reduce)").matches){var io=new IntersectionObserver(function(es){es.forEach(function(e){if(!e.isIntersecting)return;io.unobserve(e.target);var s=e.target.querySelector("[${COUNT_TO}]"),T=+s.getAttribute("${COUNT_TO}"),t0=performance.now();function f(now){var p=Math.min(1,(now-t0)/${COUNTER_DURATION_MS});cnt(s,Math.round(T*(1-Math.pow(1-p,3))));if(p<1)requestAnimationFrame(f)}requestAnimationFrame(f)})},{threshold:${COUNTER_VISIBILITY_THRESHOLD}});function cnt(s,v){s.setAttribute("data-value",v);s.textContent=v+(s.getAttribute("data-suffix")||"")}d.querySelectorAll("[${COUNTER}]").forEach(function(c){cnt(c.querySelector("[${COUNT_TO}]"),0);io.observe(c)});d.querySelectorAll("[data-reveal]").forEach(function(u){var first=true,ro=new IntersectionObserver(function(es){var on=es.some(function(e){return e.isIntersecting});if(first){first=false;if(!on)u.setAttribute("data-reveal","waiting");else ro.disconnect();return}if(on){u.setAttribute("data-reveal","revealed");ro.disconnect()}},{rootMargin:"0px 0px -10% 0px"});ro.observe(u)})}head();press();matchMedia(Q).addEventListener("change",press);var n=d.getElementById("${MOBILE_NAV_ID}");if(n)n.addEventListener("toggle",function(e){open=e.newState==="open";head();if(open){var a=n.querySelector("a,button");if(a)a.focus()}})});addEventListener("load",function(){var h=d.querySelector("[${HERO_VIDEO_ATTR}]");if(!h)return;var w=matchMedia(${JSON.stringify(HERO_VIDEO_QUERY)}),s=h.parentElement,v=null;function sync(){s.toggleAttribute("data-playing",!!v&&!v.paused)}function fit(){if(!w.matches){if(v){v.remove();v=null;sync()}return}if(!v){v=d.createElement("video");v.muted=true;v.loop=true;v.playsInline=true;v.preload="auto";v.poster=h.dataset.poster;v.className=h.dataset.class;v.setAttribute("aria-hidden","true");v.tabIndex=-1;[["webm","video/webm"],["mp4","video/mp4"]].forEach(function(x){var o=d.createElement("source");o.src=h.dataset[x[0]];o.type=x[1];v.appendChild(o)});v.addEventListener("play",sync);v.addEventListener("pause",sync);h.after(v)}if(!matchMedia("(prefers-reduced-motion: reduce)").matches)v.play().catch(function(e){console.info("Hero video autoplay was prevented:",e)})}w.addEventListener("change",fit);fit()});d.addEventListener("click",function(e){var t=e.target instanceof Element?e.target:null;if(!t)return;if(t.closest("[${OPEN_CONSENT}]")){r.setAttribute("${CONSENT_ASKED}","");dispatchEvent(new Event(${JSON.stringify(OPEN_CONSENT_EVENT)}));return}var l=t.closest("[${EMBED_LOAD}]"),o=l&&l.closest("[${EMBED_FACADE}]");if(o){var fr=d.createElement("iframe");fr.src=o.dataset.src;fr.title=o.dataset.title;fr.className=o.dataset.class;fr.referrerPolicy="strict-origin-when-cross-origin";o.replaceChildren(fr);fr.addEventListener("load",function(){if(d.activeElement===d.body)fr.focus()});fr.focus();return}var p=t.closest("[${HERO_VIDEO_TOGGLE}]");if(p){var v=d.querySelector("[${HERO_VIDEO_ATTR}] + video");if(v){if(v.paused)v.play().catch(function(){});else v.pause()}return}var b=t.closest("[${THEME_TOGGLE}]");if(b){var n=cur()==="dark"?"light":"dark";try{if(n===sys()){delete r.dataset.theme;localStorage.removeItem(K)}else{r.dataset.theme=n;localStorage.setItem(K,n)}}catch(x){}press();return}var c=t.closest("button[commandfor]");if(c){var k=c.getAttribute("command"),g=d.getElementById(c.getAttribute("commandfor")||""),m=d.getElementById("${MOBILE_NAV_ID}");if(k==="show-modal"&&shown(m))m.hidePopover();if(g&&!("commandForElement" in HTMLButtonElement.prototype)){if(k==="show-modal"&&!g.open)g.showModal();if(k==="close")g.close()}return}if(t.matches("dialog[data-light-dismiss]"))t.close()});d.addEventListener("pointerdown",function(e){d.querySelectorAll(M).forEach(function(x){if(!x.contains(e.target))x.open=false})});d.addEventListener("keydown",function(e){var t=e.target,k=e.key.toLowerCase();if(!e.defaultPrevented&&!e.isComposing&&!e.altKey&&!(t instanceof HTMLElement&&(t.isContentEditable||t.matches("input, textarea, select")))&&(k==="/"?!e.ctrlKey&&!e.metaKey:k==="k"&&(e.ctrlKey||e.metaKey)&&!e.shiftKey)&&!d.querySelector("dialog[open]")){var s=d.querySelector("button[aria-keyshortcuts]"),i=s&&s.closest("astro-island");if(s&&i&&i.getAttribute("data-island")!=="ready"){e.preventDefault();s.click()}}});d.addEventListener("keydown",function(e){var x=e.key==="Escape"&&d.querySelector(M);if(x){x.open=false;var s=x.querySelector("summary");if(s)s.focus()}});d.addEventListener("focusout",function(e){var x=e.target instanceof Element&&e.target.closest(M);if(x&&!x.contains(e.relatedTarget))x.open=false})})()`;
