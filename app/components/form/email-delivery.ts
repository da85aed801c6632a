import { fillIn, formTexts } from "~/content/forms";
import { site } from "~/content/site";
import { siteStorage, storageKeys } from "~/lib/storage";

const { failure } = formTexts;

/** Which email template a form is delivered with (spec §7: each form has its own). */
export type EmailTemplate = keyof typeof site.email.templates;

/** The public key sent when no real key is configured: the local outbox accepts any key. */
export const OUTBOX_PUBLIC_KEY = "local-outbox";

/** Where a form's message goes: the email service, or the site's own outbox (no key configured). */
export type DeliveryMode = "service" | "outbox";

export function deliveryMode(): DeliveryMode {
  return site.email.publicKey ? "service" : "outbox";
}

type EmailLibrary = typeof import("@emailjs/browser");

/**
 * Whether reading `window.localStorage` throws: a browser blocking site data (Safari's and
 * Firefox's "block all cookies", Chrome's "don't allow sites to save data") throws SecurityError.
 */
function storageBlocked(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

/**
 * Imports the email library. @emailjs/browser 4.4.1 looks at `localStorage` as its module is
 * evaluated (for a rate limit the site does not use), and that look throws where site data is
 * blocked, failing the import. There, `localStorage` reads as undefined while the module is
 * evaluated (the library's own case of a browser without storage) and is then put back as it was.
 */
async function importLibrary(): Promise<EmailLibrary> {
  if (!storageBlocked()) return import("@emailjs/browser");
  const own = Object.getOwnPropertyDescriptor(window, "localStorage");
  Object.defineProperty(window, "localStorage", { value: undefined, configurable: true });
  try {
    return await import("@emailjs/browser");
  } finally {
    if (own) Object.defineProperty(window, "localStorage", own);
    else Reflect.deleteProperty(window, "localStorage");
  }
}

/**
 * What the library keeps in storage goes through the site's safe wrappers, under the site's
 * prefix: blocked or full storage never throws out of a send.
 */
const libraryStorage = {
  get: (key: string) => Promise.resolve(siteStorage.getItem(storageKeys.emailLibrary(key))),
  set: (key: string, value: string) =>
    Promise.resolve(siteStorage.setItem(storageKeys.emailLibrary(key), value)),
  remove: (key: string) => Promise.resolve(siteStorage.removeItem(storageKeys.emailLibrary(key))),
};

let library: Promise<EmailLibrary> | null = null;

/**
 * The email library, loaded on the first send, not with the form, and set up once (4.4.1 reads
 * the origin only from `init`, never per call). A load that failed is tried again by the next send.
 */
function emailLibrary(): Promise<EmailLibrary> {
  library ??= importLibrary().then(
    (loaded) => {
      const service = deliveryMode() === "service";
      loaded.init({
        publicKey: service ? site.email.publicKey : OUTBOX_PUBLIC_KEY,
        origin: service ? site.email.origin : window.location.origin,
        storageProvider: libraryStorage,
      });
      return loaded;
    },
    (error: unknown) => {
      library = null;
      throw error;
    },
  );
  return library;
}

/**
 * Sends the form's fields (and file inputs) with `sendForm`: POST {origin}/api/v1.0/email/send-form
 * with lib_version, service_id, template_id and user_id added by the library.
 */
export async function deliverForm(form: HTMLFormElement, template: EmailTemplate): Promise<void> {
  const { sendForm } = await emailLibrary();
  await sendForm(site.email.serviceId, site.email.templates[template], form);
}

/**
 * How long a send may take before the visitor is told it failed (ARCHITECTURE.md §6: 20-30 s).
 * The request itself cannot be cancelled (@emailjs/browser takes no AbortSignal); its late answer
 * is kept aside so that Retry never sends the same message twice (see use-deliverable-form.ts).
 */
export const DELIVERY_TIMEOUT_MS = 25_000;

export type FailureKind =
  | "network"
  | "rate-limit"
  | "headless"
  | "forbidden"
  | "server"
  | "rejected"
  | "setup"
  | "timeout"
  | "spam-trap";

export interface DeliveryFailure {
  kind: FailureKind;
  status?: number;
  /** One sentence for the visitor: what went wrong, in plain words. */
  reason: string;
}

/**
 * Turns what `sendForm` rejected with into a reason a visitor understands. The library rejects
 * with `{ status, text }` for an HTTP error, a `TypeError` when the network fails, and a plain
 * string when its own parameter checks fail.
 */
export function describeFailure(error: unknown): DeliveryFailure {
  if (typeof error === "string") {
    return { kind: "setup", reason: failure.setup };
  }
  const status =
    typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
      ? error.status
      : undefined;
  if (status === undefined || status === 0) {
    return {
      kind: "network",
      reason: failure.network,
    };
  }
  if (status === 429) {
    return {
      kind: "rate-limit",
      status,
      reason: failure.rateLimit,
    };
  }
  if (status === 451) {
    return {
      kind: "headless",
      status,
      reason: failure.headless,
    };
  }
  if (status === 403) {
    return { kind: "forbidden", status, reason: failure.forbidden };
  }
  if (status >= 500) {
    return {
      kind: "server",
      status,
      reason: fillIn(failure.server, { status }),
    };
  }
  return {
    kind: "rejected",
    status,
    reason: fillIn(failure.rejected, { status }),
  };
}

/** The send got no answer within DELIVERY_TIMEOUT_MS. */
export const timeoutFailure: DeliveryFailure = {
  kind: "timeout",
  reason: fillIn(failure.timeout, { seconds: DELIVERY_TIMEOUT_MS / 1000 }),
};

/**
 * The hidden anti-spam field was filled in. People never see it, but a browser extension's
 * autofill might fill it, so the message is kept (not sent, not thrown away) and Retry sends it.
 */
export const spamTrapFailure: DeliveryFailure = {
  kind: "spam-trap",
  reason: failure.spamTrap,
};

/** A mailto: link that carries the visitor's message when the email service cannot. */
export function mailtoHref(to: string, subject: string, lines: readonly string[]): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\n"))}`;
}
