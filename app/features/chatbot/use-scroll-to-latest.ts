import { useLayoutEffect, useRef, type RefObject } from "react";
import { prefersReducedMotion } from "~/lib/reduced-motion";

/**
 * New messages come into view in the log: the start of the newest run of messages from one
 * sender (so a long answer is read from its top), as long as the newest message stays fully
 * visible. Messages are the log's `[data-sender]` elements. The first scroll, and every one
 * under reduced motion, is instant.
 */
export function useScrollToLatest(logRef: RefObject<HTMLElement | null>, changes: readonly unknown[]) {
  const firstScroll = useRef(true);
  useLayoutEffect(() => {
    const log = logRef.current;
    const items = log?.querySelectorAll<HTMLElement>("[data-sender]");
    if (!log || !items?.length) return;
    const newest = items[items.length - 1]!;
    let runStart = newest;
    for (
      let index = items.length - 2;
      index >= 0 && items[index]!.dataset.sender === newest.dataset.sender;
      index--
    ) {
      runStart = items[index]!;
    }
    const gap = 12;
    const showRun = runStart.offsetTop - gap;
    const showNewest = newest.offsetTop + newest.offsetHeight + gap - log.clientHeight;
    const top = Math.min(Math.max(showRun, showNewest, 0), log.scrollHeight - log.clientHeight);
    const still = firstScroll.current || prefersReducedMotion();
    log.scrollTo({ top, behavior: still ? "instant" : "smooth" });
    firstScroll.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the conversation changes
  }, [logRef, ...changes]);
}
