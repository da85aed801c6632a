/**
 * The home hero's video (home-hero.tsx): after the page's load event, on a wide window, it is put
 * in from its placeholder and plays (taken out when the window narrows, so phones never download
 * it); under reduced motion, only once its button is pressed. The button pauses and resumes it,
 * and `data-playing` on the hero says which (CSS shows the matching icon and name). Inline at the
 * end of the home page (app/layouts/behaviours.ts `bodyEndScript`), after the button it answers.
 */
import { HOME_HERO_NARROW_MAX_WIDTH } from "~/content/constants";
import { whenLoaded } from "~/lib/page-lifecycle";
import { REDUCED_MOTION } from "~/lib/reduced-motion";

/** The placeholder that carries the video's sources, poster and classes as data attributes. */
export const HERO_VIDEO_ATTR = "data-hero-video";
/** The hero's pause/play button. */
export const HERO_VIDEO_TOGGLE = "data-hero-video-toggle";
/** Where the video may play: wider than the narrow hero (spec §2, 576px). */
export const HERO_VIDEO_QUERY = `(min-width: ${HOME_HERO_NARROW_MAX_WIDTH + 1}px)`;

/** The `<video>` the placeholder describes, muted and looping, not yet in the page. */
export function videoFor(placeholder: HTMLElement): HTMLVideoElement {
  const { webm, mp4, poster, class: className } = placeholder.dataset;
  const video = document.createElement("video");
  video.muted = true;
  video.loop = true;
  video.playsInline = true;
  video.preload = "auto";
  video.poster = poster ?? "";
  video.className = className ?? "";
  video.setAttribute("aria-hidden", "true");
  video.tabIndex = -1;
  for (const [src, type] of [
    [webm, "video/webm"],
    [mp4, "video/mp4"],
  ]) {
    const source = document.createElement("source");
    source.src = src ?? "";
    source.type = type ?? "";
    video.append(source);
  }
  return video;
}

export default function heroVideo() {
  const placeholder = document.querySelector<HTMLElement>(`[${HERO_VIDEO_ATTR}]`);
  if (!placeholder) return;
  const hero = placeholder.parentElement!;
  const wide = matchMedia(HERO_VIDEO_QUERY);
  let video: HTMLVideoElement | null = null;
  const sync = () => hero.toggleAttribute("data-playing", !!video && !video.paused);
  /** Puts the video in on a wide window (playing it unless reduced motion is asked for), or takes it out. */
  const fit = () => {
    if (!wide.matches) {
      video?.remove();
      video = null;
      sync();
      return;
    }
    if (!video) {
      video = videoFor(placeholder);
      video.addEventListener("play", sync);
      video.addEventListener("pause", sync);
      placeholder.after(video);
    }
    if (!matchMedia(REDUCED_MOTION).matches)
      video.play().catch((error: unknown) => console.info("Hero video autoplay was prevented:", error));
  };
  /** From now on the video follows the window's width. */
  const follow = () => {
    wide.addEventListener("change", fit);
    fit();
  };
  // Under reduced motion the video waits for its Play button: the hero's background is its poster,
  // the picture a still video shows, and a loop that does not move is not worth its download. A
  // video already there was put in by a press before the load event: the visitor chose.
  whenLoaded(() => matchMedia(REDUCED_MOTION).matches || video || follow());
  hero.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${HERO_VIDEO_TOGGLE}]`)) return;
    if (video && !video.paused) {
      video.pause();
      return;
    }
    // The button shows on a wide window only: no video there yet means it waited for this press
    // (reduced motion, or a press before the load event).
    if (!video) follow();
    video?.play().catch(() => {});
  });
}
