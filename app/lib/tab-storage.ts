/**
 * This tab's sessionStorage (drafts, the chat, the chat's hand-off, the chosen contact form, the
 * home invitation), in one place. What is kept there is a convenience: storage can be missing
 * (the pre-render), blocked by the browser's privacy settings (then even reading
 * `window.sessionStorage` throws) or full. Here a read then gives null and a write is dropped.
 */
export const tabStorage: Pick<Storage, "getItem" | "setItem" | "removeItem"> = {
  getItem(key) {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Not kept: the visitor's page still works as it is.
    }
  },
  removeItem(key) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing there to remove.
    }
  },
};
