/**
 * The carousels' behaviour (carousel.tsx): inline in the `<head>` of each page with a carousel
 * (app/layouts/behaviours.ts). It listens on the document, so a press at first paint, before the
 * document has been parsed, is answered: a carousel is set up when first pressed or once the
 * page is parsed, whichever comes first.
 *  - Previous and Next move `data-scroll` slides, smoothly unless reduced motion is asked for. A
 *    press while a move is under way counts on from the slide it is heading to; a swipe or the
 *    wheel takes over from it.
 *  - Looping: while the slides overflow their view, copies of the first `data-visible` ones follow
 *    the last (hidden from assistive technology and the tab order, inert); a move onto a copy, or
 *    back past the first slide, jumps instantly to its twin, and a swipe that ends on a copy too.
 *    The copies are made when the carousel is first reached for (a press, a touch, the wheel,
 *    keyboard focus) or autoplay first moves it, not at load: copying the slides' markup parses
 *    it again, work a visitor who never moves the carousel should not wait for.
 *  - While every slide fits (a ResizeObserver watches the view), there is no loop and the buttons
 *    are disabled; a narrower window that makes them overflow brings both back.
 *  - Once the carousel has come within `NEAR` of the viewport, the pictures of all its slides load:
 *    a lazy picture in a slide out of view would start only as it slides in, blank for a while.
 *  - Autoplay (`data-autoplay-ms`) moves on by one press every so often once the carousel has come
 *    within `NEAR` of the viewport; it holds while the mouse is over the slides, while keyboard
 *    focus is in them and after the Pause button (`data-paused` on the carousel, whose icon and
 *    name CSS switches), and never runs under reduced motion. `data-playing` on the carousel says
 *    whether it runs.
 * Positions are read from the layout at each move (a slide's left edge against the view's
 * scrolled origin), so slide widths follow the breakpoints in CSS alone; nothing is read from the
 * layout before the first press or the first ResizeObserver report.
 */
import { whenParsed } from "~/lib/page-lifecycle";
import { REDUCED_MOTION } from "~/lib/reduced-motion";

/**
 * What the script reads from the markup: the carousel (its scope id; with how many slides a press
 * moves and how many it copies for the loop), its buttons, and the state it sets: `data-paused`
 * once the Pause button is pressed (CSS shows Play then), and `data-playing` while autoplay runs.
 */
export const CAROUSEL = "data-carousel";
export const CAROUSEL_SCROLL = "data-scroll";
export const CAROUSEL_VISIBLE = "data-visible";
export const CAROUSEL_AUTOPLAY = "data-autoplay-ms";
export const CAROUSEL_MOVE = "data-move";
export const CAROUSEL_PAUSE = "data-pause";
export const CAROUSEL_PAUSED = "data-paused";
export const CAROUSEL_PLAYING = "data-playing";

/** How near the viewport a carousel must have come before it loads every slide's picture and autoplays. */
const NEAR = "200px";

/** The index of the offset nearest `position` (the first of two as near). */
export function nearestIndex(offsets: readonly number[], position: number): number {
  let best = 0;
  offsets.forEach((offset, index) => {
    if (Math.abs(offset - position) < Math.abs(offsets[best]! - position)) best = index;
  });
  return best;
}

/**
 * Where a press of `direction` (1 or -1) goes from slide `from` among `slides` real ones, `by` at
 * a time, with `total` positions (copies included): `jump` first (instantly, to the twin of a copy
 * or of a slide near the start) when looping, then `to` (smoothly).
 */
export function pressTarget(
  from: number,
  direction: number,
  { slides, by, total, looping }: { slides: number; by: number; total: number; looping: boolean },
): { jump?: number; to: number } {
  let start = from;
  let jump: number | undefined;
  if (looping && (start >= slides || (direction < 0 && start < by))) {
    start += start >= slides ? -slides : slides;
    jump = start;
  }
  return { jump, to: Math.min(Math.max(start + direction * by, 0), total - 1) };
}

interface Controls {
  move(direction: number): void;
  run(): void;
}

const carousels = new WeakMap<Element, Controls>();

function setUp(carousel: HTMLElement): Controls {
  const view = carousel.querySelector<HTMLElement>("[data-viewport]")!;
  const track = view.firstElementChild!;
  const slides = [...track.children];
  const count = slides.length;
  const by = Number(carousel.getAttribute(CAROUSEL_SCROLL));
  const autoplayMs = Number(carousel.getAttribute(CAROUSEL_AUTOPLAY));
  const reduced = () => matchMedia(REDUCED_MOTION).matches;
  let copies: Element[] = [];
  /** The slide a move is heading to, until it ends or the visitor takes over. */
  let heading: number | null = null;
  let looping = false;
  /** Whether the carousel has been reached for, or moved by autoplay: then it keeps its copies. */
  let engaged = false;
  let near = false;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const on = (type: string, listener: (event: Event) => void) =>
    view.addEventListener(type, listener, { passive: true });
  const origin = () => view.getBoundingClientRect().left - view.scrollLeft;
  const positions = () => {
    const zero = origin();
    const offsets = [...track.children].map((slide) => slide.getBoundingClientRect().left - zero);
    return { offsets, current: nearestIndex(offsets, view.scrollLeft) };
  };
  const go = (left: number, smooth = false) =>
    view.scrollTo({ left, behavior: smooth && !reduced() ? "smooth" : "instant" });

  const run = () => {
    const play =
      autoplayMs > 0 &&
      near &&
      looping &&
      !carousel.hasAttribute(CAROUSEL_PAUSED) &&
      !hovered &&
      !focused &&
      !reduced();
    if (play && !timer) timer = setInterval(() => move(1), autoplayMs);
    if (!play && timer) {
      clearInterval(timer);
      timer = undefined;
    }
    carousel.toggleAttribute(CAROUSEL_PLAYING, !!timer);
  };

  const fit = () => {
    looping = slides[count - 1]!.getBoundingClientRect().right - origin() > view.clientWidth + 1;
    for (const button of carousel.querySelectorAll("button")) button.disabled = !looping;
    if (looping && engaged && copies.length === 0) {
      copies = slides.slice(0, Number(carousel.getAttribute(CAROUSEL_VISIBLE))).map((slide) => {
        const copy = document.createElement("div");
        copy.className = slide.className;
        copy.innerHTML = slide.innerHTML;
        copy.setAttribute("aria-hidden", "true");
        copy.inert = true;
        track.append(copy);
        return copy;
      });
    }
    if (!looping) {
      for (const copy of copies) copy.remove();
      copies = [];
    }
    run();
  };
  /** The carousel is reached for: it is measured again and gets its copies, once. */
  const engage = () => {
    if (engaged) return;
    engaged = true;
    fit();
  };

  const move = (direction: number) => {
    engage();
    const { offsets, current } = positions();
    const target = pressTarget(heading ?? current, direction, {
      slides: count,
      by,
      total: offsets.length,
      looping,
    });
    if (target.jump !== undefined) go(offsets[target.jump]!);
    heading = target.to;
    go(offsets[target.to]!, true);
  };
  /** A touch or the wheel: the visitor takes over from a move under way. */
  const takeOver = () => {
    heading = null;
    engage();
  };

  on("scrollend", () => {
    if (!looping) return;
    const { offsets, current } = positions();
    if (heading !== null && heading !== current) return;
    heading = null;
    if (current >= count) go(offsets[current - count]!);
  });
  on("pointerdown", takeOver);
  on("wheel", takeOver);
  on("pointerenter", (event) => {
    if ((event as PointerEvent).pointerType !== "mouse") return;
    hovered = true;
    run();
  });
  on("pointerleave", () => {
    hovered = false;
    run();
  });
  on("focusin", () => {
    focused = true;
    engage();
    run();
  });
  on("focusout", (event) => {
    focused = view.contains((event as FocusEvent).relatedTarget as Node | null);
    run();
  });
  new ResizeObserver(fit).observe(view);
  const seen = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      near = true;
      for (const image of track.querySelectorAll("img[loading=lazy]")) image.setAttribute("loading", "eager");
      run();
    },
    { rootMargin: NEAR },
  );
  seen.observe(view);
  return { move, run };
}

function controls(carousel: HTMLElement): Controls {
  let found = carousels.get(carousel);
  if (!found) carousels.set(carousel, (found = setUp(carousel)));
  return found;
}

export default function carouselBehaviour() {
  whenParsed(() => {
    for (const carousel of document.querySelectorAll<HTMLElement>(`[${CAROUSEL}]`)) controls(carousel);
  });
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest(`[${CAROUSEL_MOVE}],[${CAROUSEL_PAUSE}]`) : null;
    const carousel = button?.closest<HTMLElement>(`[${CAROUSEL}]`);
    if (!button || !carousel) return;
    const { move, run } = controls(carousel);
    if (button.hasAttribute(CAROUSEL_PAUSE)) {
      carousel.toggleAttribute(CAROUSEL_PAUSED);
      run();
    } else move(Number(button.getAttribute(CAROUSEL_MOVE)));
  });
}
