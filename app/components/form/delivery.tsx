import { CircleAlert, LoaderCircle, RotateCw, Send } from "lucide-react";
import { createContext, use, type ComponentProps, type ReactNode } from "react";
import { FormProvider, useFormState, useWatch, type FieldValues } from "react-hook-form";
import { Link } from "~/components/ui/link";
import { Button, buttonClasses } from "~/components/ui/button";
import { formTexts } from "~/content/forms";
import { legalLinks } from "~/content/legal-links";
import { cn } from "~/lib/cn";
import { ENABLED_BY_SCRIPT } from "~/components/ui/island-state";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { HONEYPOT_FIELD } from "~/lib/shared-constants.mjs";
import { FormIdContext } from "./field";
import { type DeliverableFormState, type Delivery } from "./use-deliverable-form";

/** The sending state of the form, read by its footer. */
const DeliveryContext = createContext<(Delivery & { idPrefix: string }) | null>(null);

function useDelivery() {
  const delivery = use(DeliveryContext);
  if (!delivery) throw new Error("<FormFooter> must be inside a <DeliverableForm>.");
  return delivery;
}

/**
 * The <form> of a `useDeliverableForm`: gives its fields the form (react-hook-form's context)
 * and their id prefix, and its footer the delivery state.
 */
export function DeliverableForm<TValues extends FieldValues>({
  state: { form, formProps, delivery },
  idPrefix,
  children,
  ...props
}: { state: DeliverableFormState<TValues>; idPrefix: string } & Omit<
  ComponentProps<"form">,
  "ref" | "onSubmit"
>) {
  return (
    <FormProvider {...form}>
      <FormIdContext value={idPrefix}>
        <DeliveryContext value={{ ...delivery, idPrefix }}>
          <form {...formProps} {...props}>
            {children}
          </form>
        </DeliveryContext>
      </FormIdContext>
    </FormProvider>
  );
}

/**
 * Looks disabled while the form is invalid (aria-disabled, so it stays focusable and a press
 * shows every message), and shows progress while sending. Disabled in the pre-rendered HTML:
 * without JavaScript the form cannot be sent (the visitor is offered email instead); with it, the
 * island's directive enables it at once (`ENABLED_BY_SCRIPT`), and a press before the form's code came
 * is held and carried out then (components/ui/island-use.ts).
 */
function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  const { isValid } = useFormState();
  return (
    <Button
      type="submit"
      disabled={!hydrated}
      {...{ [ENABLED_BY_SCRIPT]: "" }}
      aria-disabled={!isValid || sending}
      aria-busy={sending || undefined}
      className={cn(
        "min-w-48 aria-disabled:opacity-60 aria-disabled:hover:bg-brand",
        sending ? "cursor-progress" : "aria-disabled:cursor-not-allowed",
      )}
    >
      {sending ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {formTexts.shared.sending}
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

/** What a failed delivery offers: the reason, Retry, and a mailto link that carries the message. */
function FailureDetails({ email, mailto }: { email: string; mailto: (values: FieldValues) => string }) {
  const { failure, sending, retry } = useDelivery();
  // Mounted only while a failure shows, so typing re-renders this alert and nothing else.
  const values = useWatch();
  return (
    <div className="rounded-xl border border-danger/25 bg-danger/5 p-5">
      <p className="flex items-center gap-2 font-bold text-danger">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {formTexts.failure.title}
      </p>
      <p className="mt-2 leading-7 text-ink">
        {failure?.reason} {formTexts.failure.text}{" "}
        <span className="font-semibold whitespace-nowrap">{email}</span>.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="small"
          onClick={retry}
          aria-disabled={sending}
          className="aria-disabled:cursor-progress aria-disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" className={cn("size-4", sending && "animate-spin")} />
          {formTexts.failure.retry}
        </Button>
        <a href={mailto(values)} className={buttonClasses("secondary", undefined, "small")}>
          {formTexts.failure.emailInstead}
        </a>
      </div>
    </div>
  );
}

/**
 * A field only bots see and fill in: off-screen, out of the tab order, hidden from assistive tech,
 * with a name and label no autofill recognises and autocomplete off. Filled in, it holds the
 * message back (kept, not sent) instead of faking success (see useDeliverableForm).
 */
function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{formTexts.shared.honeypot}</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
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

/**
 * The end of every form: a note shown only without JavaScript (the form needs it, email does
 * not), the honeypot, the alert region (empty until a delivery fails; everything typed stays in
 * the form) and the submit row with a short note beside the button.
 */
export function FormFooter<TValues extends FieldValues>({
  email,
  submitLabel,
  note,
  mailto,
}: {
  /** Where the visitor can write instead. */
  email: string;
  submitLabel: string;
  note: ReactNode;
  /** The mailto link of the failure alert, carrying what was typed. */
  mailto: (values: TValues) => string;
}) {
  const { idPrefix, sending, failure } = useDelivery();
  return (
    <>
      <noscript>
        <p className="rounded-xl border border-line bg-surface p-4 text-muted">
          {formTexts.shared.noScript}{" "}
          <a href={`mailto:${email}`} className="font-semibold text-brand underline">
            {email}
          </a>
          .
        </p>
      </noscript>
      <Honeypot idPrefix={idPrefix} />
      <div role="alert" className="empty:hidden">
        {failure && <FailureDetails email={email} mailto={mailto as (values: FieldValues) => string} />}
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton sending={sending}>{submitLabel}</SubmitButton>
        <p className="text-sm text-muted">
          {note}{" "}
          <Link
            to={legalLinks.privacy.href}
            className="font-semibold text-brand underline underline-offset-4"
          >
            {formTexts.shared.privacyLink}
          </Link>
        </p>
      </div>
    </>
  );
}
