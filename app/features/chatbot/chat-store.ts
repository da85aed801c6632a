/**
 * Runs the pure engine: holds the current state, lets React subscribe to it, keeps one timer for
 * the next delayed bot message, and saves the conversation to session storage so it survives
 * page changes and reloads. The clock, the scheduler and the storage are injected; the app uses
 * `Date.now`, `setTimeout` and `sessionStorage` through `getChatStore()`.
 */

import { createSignal } from "~/lib/signal";
import { readStored, storageKeys, writeStored, type KeyValueStorage } from "~/lib/storage";
import { initialState, nextDue, reduce, type ChatEvent, type ChatScript, type ChatState } from "./engine";
import { savedChatSchema } from "./saved-state";

export interface Clock {
  now(): number;
}

export interface Scheduler {
  /** Runs `task` after `delayMs`; the returned function cancels it. */
  schedule(delayMs: number, task: () => void): () => void;
}

export type ChatStorage = KeyValueStorage;

export interface ChatStore {
  getState(): ChatState;
  dispatch(event: ChatEvent): void;
  subscribe(listener: () => void): () => void;
}

export interface ChatStoreOptions {
  script: ChatScript;
  clock?: Clock;
  scheduler?: Scheduler;
  storage?: ChatStorage;
  storageKey?: string;
}

export const systemClock: Clock = { now: () => Date.now() };

export const timeoutScheduler: Scheduler = {
  schedule(delayMs, task) {
    const id = setTimeout(task, delayMs);
    return () => clearTimeout(id);
  },
};

/** The saved conversation; none when it has another shape or storage cannot be read (start afresh). */
function restore(storage: ChatStorage | undefined, key: string): ChatState | null {
  try {
    return storage ? readStored(storage, key, savedChatSchema) : null;
  } catch {
    return null;
  }
}

export function createChatStore({
  script,
  clock = systemClock,
  scheduler = timeoutScheduler,
  storage,
  storageKey = storageKeys.chat,
}: ChatStoreOptions): ChatStore {
  let state = restore(storage, storageKey) ?? initialState(script);
  const changed = createSignal();
  let timer: { due: number; cancel: () => void } | undefined;

  /** Keeps exactly one timer, for the earliest pending step. */
  function syncTimer() {
    const due = nextDue(state);
    if (timer && timer.due === due) return;
    timer?.cancel();
    timer = undefined;
    if (due === undefined) return;
    timer = {
      due,
      cancel: scheduler.schedule(Math.max(0, due - clock.now()), () => {
        timer = undefined;
        dispatch({ type: "tick" });
      }),
    };
  }

  function save() {
    try {
      if (storage) writeStored(storage, storageKey, state);
    } catch {
      // Full or blocked storage: the conversation still works for this page view.
    }
  }

  function dispatch(event: ChatEvent) {
    const next = reduce(state, event, { script, now: clock.now() });
    if (next === state) {
      // A tick that found nothing due (a timer that fired early) must still re-arm the timer.
      if (event.type === "tick") syncTimer();
      return;
    }
    state = next;
    syncTimer();
    save();
    changed.emit();
  }

  // Steps that were waiting when the page was left resume (or are delivered at once if overdue).
  syncTimer();

  return {
    getState: () => state,
    dispatch,
    subscribe: changed.subscribe,
  };
}
