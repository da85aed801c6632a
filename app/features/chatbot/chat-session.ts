/**
 * The one conversation of this browser tab. It lives at module level, outside React, so it
 * survives client-side navigation (and remounts of the shell), and it is saved to
 * `sessionStorage` so a reload keeps it too. Loaded with the panel, on first open.
 */

import { createChatStore, type ChatStorage, type ChatStore } from "./chat-store";
import { chatScript } from "./script";

let store: ChatStore | undefined;

function sessionStore(): ChatStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings
  }
}

export function getChatStore(): ChatStore {
  store ??= createChatStore({ script: chatScript, storage: sessionStore() });
  return store;
}
