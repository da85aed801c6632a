/**
 * The one conversation of this browser tab. It lives at module level, outside React, so it
 * survives client-side navigation (and remounts of the shell), and it is saved to
 * `sessionStorage` so a reload keeps it too. Loaded with the panel, on first open.
 */

import { tabStorage } from "~/lib/storage";
import { createChatStore, type ChatStore } from "./chat-store";
import { chatScript } from "./script";

let store: ChatStore | undefined;

export function getChatStore(): ChatStore {
  store ??= createChatStore({ script: chatScript, storage: tabStorage });
  return store;
}
