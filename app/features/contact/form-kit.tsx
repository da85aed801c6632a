import type { UseFormRegisterReturn } from "react-hook-form";
import { ChevronDown, CircleAlert, LoaderCircle, RotateCw, Send } from "lucide-react";
import { useSyncExternalStore, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { legalLinks } from "~/content/legal-links";
import { cn } from "~/lib/cn";
import type { DeliveryFailure } from "./email-delivery";
import { HONEYPOT_NAME } from "./use-deliverable-form";

/** The pieces every form of the site is made of: labelled fields, messages, submit, failure. */

const control =
  "block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-muted/80 hover:border-slate-300 focus:border-brand aria-invalid:border-danger";

export function errorId(id: string) {
  return `${id}-error`;
}

/** aria wiring of a control: its error message (when shown) and its hint. */
export function describedBy(id: string, error: string | undefined, ...more: string[]) {
  const ids = [error ? errorId(id) : null, ...more].filter(Boolean);
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  };
}

interface FieldProps extends ComponentProps<"div"> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the label row (the message counter). */
  aside?: ReactNode;
  optional?: boolean;
}

export function Field({
  id,
  label,
  error,
  hint,
  aside,
  optional,
  className,
  children,
  ...props
}: FieldProps) {
  return (
    <div className={cn("flex flex-col", className)} {...props}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
          {optional && <span className="font-normal text-muted"> (optional)</span>}
        </label>
        {aside}
      </div>
      <div className="mt-2">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

export function TextInput({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-36 resize-y leading-7", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(control, "appearance-none pr-11", className)} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}

/** "42 / 150" next to the message label; turns red past the limit. The textarea names it in aria-describedby. */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <span id={id} className={cn("text-sm tabular-nums", over ? "font-semibold text-danger" : "text-muted")}>
      <span className="sr-only">Characters used: </span>
      {length} / {max}
    </span>
  );
}

const noSubscription = () => () => {};

/** False in the pre-rendered HTML and during hydration, true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Looks disabled while the form is invalid (aria-disabled, so it stays focusable and a press
 * shows every message), and shows progress while sending. Truly disabled until the page has
 * hydrated: without JavaScript the form cannot be sent (the visitor is offered email instead).
 */
export function SubmitButton({
  ready,
  sending,
  children,
  className,
}: {
  ready: boolean;
  sending: boolean;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      disabled={!hydrated}
      aria-disabled={!ready || sending}
      aria-busy={sending || undefined}
      className={cn(
        "min-w-48 aria-disabled:opacity-60 aria-disabled:hover:bg-brand",
        sending ? "cursor-progress" : "aria-disabled:cursor-not-allowed",
        className,
      )}
    >
      {sending ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Sending…
        </>
      ) : (
        <>
          {children}
          <Send aria-hidden="true" className="size-4" />
        </>
      )}
    </Button>
  );
}

/**
 * The alert region of a form: empty until a delivery fails, then the reason, a Retry and a
 * mailto link that carries the message. Everything typed stays in the form.
 */
export function DeliveryAlert({
  failure,
  sending,
  onRetry,
  mailto,
  email,
}: {
  failure: DeliveryFailure | null;
  sending: boolean;
  onRetry: () => void;
  mailto: string;
  email: string;
}) {
  return (
    <div role="alert" className="empty:hidden">
      {failure && (
        <div className="rounded-xl border border-danger/25 bg-danger/5 p-5">
          <p className="flex items-center gap-2 font-bold text-danger">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            Your message was not sent.
          </p>
          <p className="mt-2 leading-7 text-ink">
            {failure.reason} Everything you typed is still here: try again, or email it to us at{" "}
            <span className="font-semibold whitespace-nowrap">{email}</span>.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              size="small"
              onClick={onRetry}
              aria-disabled={sending}
              className="aria-disabled:cursor-progress aria-disabled:opacity-60"
            >
              <RotateCw aria-hidden="true" className={cn("size-4", sending && "animate-spin")} />
              Retry
            </Button>
            <a href={mailto} className={buttonClasses("secondary", undefined, "small")}>
              Email us instead
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

/** Shown only when JavaScript is off: the form needs it, email does not. */
export function NoScriptNote({ email }: { email: string }) {
  return (
    <noscript>
      <p className="rounded-xl border border-line bg-surface p-4 text-muted">
        This form needs JavaScript. You can also email us at{" "}
        <a href={`mailto:${email}`} className="font-semibold text-brand underline">
          {email}
        </a>
        .
      </p>
    </noscript>
  );
}

/**
 * A field only bots see and fill in: off-screen, out of the tab order, hidden from assistive tech,
 * with a name and label no autofill recognises and autocomplete off. Filled in, it holds the
 * message back (kept, not sent) instead of faking success (see useDeliverableForm).
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={`${idPrefix}-${HONEYPOT_NAME}`}>Leave this empty</label>
      <input
        id={`${idPrefix}-${HONEYPOT_NAME}`}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        defaultValue=""
      />
    </div>
  );
}

/** The email field every form has: same label, keyboard, autofill and error wiring. */
export function EmailField({
  id,
  error,
  registration,
  className,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string;
}) {
  return (
    <Field id={id} label="Email" error={error} className={className}>
      <TextInput
        id={id}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...describedBy(id, error)}
        {...registration}
      />
    </Field>
  );
}

/**
 * The end of every form: the no-JavaScript note, the honeypot, the delivery alert (reason, Retry,
 * mailto) and the submit row with a short note beside the button.
 */
export function FormDelivery({
  idPrefix,
  email,
  failure,
  sending,
  onRetry,
  mailto,
  ready,
  submitLabel,
  note,
}: {
  idPrefix: string;
  email: string;
  failure: DeliveryFailure | null;
  sending: boolean;
  onRetry: () => void;
  mailto: string;
  ready: boolean;
  submitLabel: string;
  note: ReactNode;
}) {
  return (
    <>
      <NoScriptNote email={email} />
      <Honeypot idPrefix={idPrefix} />
      <DeliveryAlert failure={failure} sending={sending} onRetry={onRetry} email={email} mailto={mailto} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton ready={ready} sending={sending}>
          {submitLabel}
        </SubmitButton>
        <p className="text-sm text-muted">
          {note}{" "}
          <Link to={legalLinks.privacy.href} className="font-semibold text-brand underline underline-offset-4">
            How we handle your data
          </Link>
        </p>
      </div>
    </>
  );
}
