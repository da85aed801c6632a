import { REDUCED_MOTION } from "~/lib/reduced-motion";
import {
  CAROUSEL,
  CAROUSEL_AUTOPLAY,
  CAROUSEL_MOVE,
  CAROUSEL_PAUSE,
  CAROUSEL_PAUSED,
  CAROUSEL_PLAYING,
  CAROUSEL_SCROLL,
  CAROUSEL_VISIBLE,
} from "./carousel";

/** How near the viewport a carousel must have come before it loads every slide's picture and autoplays. */
const NEAR = "200px";

/** A data attribute's name in `dataset`: `data-autoplay-ms` -> `autoplayMs`. */
const key = (attribute: string) =>
  attribute.slice(5).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The carousels' behaviour (carousel.tsx), as one inline script in the `<head>` of each page with a
 * carousel (a constant of ours; its hash belongs in the page's CSP). It listens on the document,
 * so a press at first paint, before the document has been parsed, is answered: the carousel is
 * set up when first pressed or at DOMContentLoaded, whichever comes first.
 *  - Previous and Next move `data-scroll` slides, smoothly unless reduced motion is asked for. A
 *    press while a move is under way counts on from the slide it is heading to; a swipe or the
 *    wheel takes over from it.
 *  - Looping: while the slides overflow their view, copies of the first `data-visible` ones follow
 *    the last (hidden from assistive technology and the tab order, inert); a move onto a copy, or
 *    back past the first slide, jumps instantly to its twin, and a swipe that ends on a copy too.
 *  - While every slide fits (a ResizeObserver watches the view), there is no loop and the buttons
 *    are disabled; a narrower window that makes them overflow brings both back.
 *  - Once the carousel has come within `NEAR` of the viewport, the pictures of all its slides load:
 *    a lazy picture in a slide out of view would start only as it slides in, blank for a while.
 *  - Autoplay (`data-autoplay-ms`) moves on by one press every so often once the carousel has come
 *    within `NEAR` of the viewport; it holds while the mouse is over the slides, while
 *    keyboard focus is in them and after the Pause button (`data-paused` on the carousel, whose
 *    icon and name CSS switches), and never runs under reduced motion. `data-playing` on the
 *    carousel says whether it runs.
 * Positions are read from the layout at each move (a slide's left edge against the view's
 * scrolled origin), so slide widths follow the breakpoints in CSS alone; nothing is read from the
 * layout before the first press or the first ResizeObserver report. The state of a carousel lives
 * in a closure kept on its element (`_c`).
 */
export const carouselScript = `(()=>{var d=document,R=()=>matchMedia(${JSON.stringify(REDUCED_MOTION)}).matches,G=c=>c._c||(c._c=M(c));function M(c){var v=c.querySelector("[data-viewport]"),t=v.firstElementChild,S=[...t.children],n=S.length,D=c.dataset,k=+D.${key(CAROUSEL_SCROLL)},ms=+D.${key(CAROUSEL_AUTOPLAY)},C=[],h=null,F=0,l=0,s=0,u=0,f=0,T,on=(e,g)=>v.addEventListener(e,g,{passive:true}),o=()=>v.getBoundingClientRect().left-v.scrollLeft,at=()=>{var z=o(),x=v.scrollLeft,a=[...t.children].map(e=>e.getBoundingClientRect().left-z),b=0;a.forEach((y,i)=>{if(Math.abs(y-x)<Math.abs(a[b]-x))b=i});return[a,b]},go=(x,m)=>v.scrollTo({left:x,behavior:m&&!R()?"smooth":"instant"}),run=()=>{var p=ms&&s&&l&&!(${JSON.stringify(key(CAROUSEL_PAUSED))} in D)&&!u&&!f&&!R();if(p&&!T)T=setInterval(()=>move(1),ms);if(!p&&T)T=clearInterval(T);c.toggleAttribute("${CAROUSEL_PLAYING}",!!T)},fit=()=>{F=1;l=S[n-1].getBoundingClientRect().right-o()>v.clientWidth+1;c.querySelectorAll("button").forEach(b=>b.disabled=!l);if(l&&!C[0])C=S.slice(0,+D.${key(CAROUSEL_VISIBLE)}).map(e=>{var x=d.createElement("div");x.className=e.className;x.innerHTML=e.innerHTML;x.ariaHidden=x.inert=true;t.append(x);return x});if(!l)C=C.filter(x=>x.remove());run()},move=r=>{if(!F)fit();var[a,i]=at();if(h!=null)i=h;if(l&&(i>=n||r<0&&i<k)){i+=i>=n?-n:n;go(a[i])}h=Math.min(Math.max(i+r*k,0),a.length-1);go(a[h],1)},stop=()=>h=null;on("scrollend",()=>{if(!l)return;var[a,i]=at();if(h!=null&&h!=i)return;h=null;if(i>=n)go(a[i-n])});on("pointerdown",stop);on("wheel",stop);on("pointerenter",e=>e.pointerType=="mouse"&&run(u=1));on("pointerleave",()=>run(u=0));on("focusin",()=>run(f=1));on("focusout",e=>run(f=v.contains(e.relatedTarget)));new ResizeObserver(fit).observe(v);var io=new IntersectionObserver(es=>{if(es.some(e=>e.isIntersecting)){io.disconnect();s=1;t.querySelectorAll("img[loading=lazy]").forEach(i=>i.loading="eager");run()}},{rootMargin:"${NEAR}"});io.observe(v);return{move,run}}d.addEventListener("DOMContentLoaded",()=>d.querySelectorAll("[${CAROUSEL}]").forEach(G));d.addEventListener("click",e=>{var b=e.target.closest?.("[${CAROUSEL_MOVE}],[${CAROUSEL_PAUSE}]"),c=b&&b.closest("[${CAROUSEL}]");if(!c)return;var m=G(c);if(b.hasAttribute("${CAROUSEL_PAUSE}")){c.toggleAttribute("${CAROUSEL_PAUSED}");m.run()}else m.move(+b.getAttribute("${CAROUSEL_MOVE}"))})})()`;
