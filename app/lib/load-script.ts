/**
 * Adds a script from `src` to the page's head, with `dataset` as its data- attributes (a
 * provider's settings); resolves once it has run, rejects when it cannot be loaded (blocked,
 * offline). A script added this way runs as soon as it arrives, after nothing else.
 */
export function loadScript(src: string, dataset: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    Object.assign(script.dataset, dataset);
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => reject(new Error(`${src} did not load`)));
    document.head.append(script);
  });
}
