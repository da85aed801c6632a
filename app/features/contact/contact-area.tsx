import * as z from "zod/mini";
import { Clock3, Mail, MapPinned, MessageSquareText, PenLine, Phone, type LucideIcon } from "lucide-react";
import { useCallback, useState, useSyncExternalStore } from "react";
import { Container } from "~/components/ui/container";
import { fillIn, formTexts } from "~/content/forms";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { createSignal } from "~/lib/signal";
import { readStored, storageKeys, tabStorage } from "~/lib/storage";
import { CONTACT_INFO_ID, MAPS_ID } from "./contact-ids";
import { ContactForm } from "./contact-form";
import { SuccessDialog } from "~/components/form/success-dialog";
import { topicLabels, WriteForm } from "./write-form";
import { isWriteTopic } from "./schemas";
import { Card, cardClasses } from "~/components/ui/card";
import { prefersReducedMotion } from "~/lib/reduced-motion";

const formNameSchema = z.enum(["contact", "write"]);
type FormName = z.infer<typeof formNameSchema>;

const { contactPage: texts, contact, write } = formTexts;
/** Each form's heading and intro, read as the area draws (the editor's preview changes the words). */
const panels: Record<FormName, { title: string; text: string }> = {
  get contact() {
    return { title: contact.title, text: contact.intro };
  },
  get write() {
    return { title: write.title, text: write.intro };
  },
};

/**
 * The contact page's form area (spec §2, §4): the side icon rail, the Contact Us form (default)
 * or the Write to Us form, and the success modal.
 */
export function ContactArea() {
  const selected = useSyncExternalStore(selection.subscribe, selection.read, () => "contact" as const);
  const [success, setSuccess] = useState<{ title: string; text: string } | null>(null);
  const showContact = useCallback(() => selection.write("contact"), []);

  const onContactDelivered = useCallback(
    () => setSuccess({ title: contact.successTitle, text: contact.successText }),
    [],
  );
  const onWriteDelivered = useCallback(
    (values: { topic: string }) =>
      setSuccess({
        title: write.successTitle,
        text:
          isWriteTopic(values.topic) && values.topic !== "custom"
            ? fillIn(write.successTextAbout, { topic: topicLabels[values.topic].toLowerCase() })
            : write.successText,
      }),
    [],
  );

  return (
    <section aria-label={texts.label} className="bg-linear-to-b from-surface to-white py-16 md:py-24">
      <Container className="grid gap-8 lg:grid-cols-[auto_minmax(0,1fr)_minmax(0,20rem)] lg:gap-10 noscript:lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <ContactRail selected={selected} onSelect={selection.write} />
        <Card id="contact-form-panel" className="p-6 sm:p-10">
          {(["contact", "write"] as const).map((name) => (
            <div key={name} hidden={selected !== name}>
              <h2 id={`${name}-form-title`} className="text-title font-bold tracking-tight">
                {panels[name].title}
              </h2>
              <p className="mt-3 mb-8 text-lg leading-8 text-muted">{panels[name].text}</p>
              {name === "contact" ? (
                <ContactForm
                  labelledBy="contact-form-title"
                  onDelivered={onContactDelivered}
                  onPrefill={showContact}
                />
              ) : (
                <WriteForm labelledBy="write-form-title" onDelivered={onWriteDelivered} />
              )}
            </div>
          ))}
        </Card>
        <NextSteps />
      </Container>
      <SuccessDialog
        open={success !== null}
        onClose={() => setSuccess(null)}
        title={success?.title ?? ""}
        titleId="contact-success-title"
      >
        <p>{success?.text}</p>
      </SuccessDialog>
    </section>
  );
}

/**
 * Which form is shown: kept in sessionStorage so it survives a reload, like the drafts. The
 * pre-rendered page and hydration always show the Contact Us form.
 */
const selection = (() => {
  const changed = createSignal();
  // Where storage is blocked, the choice lasts until the page is left.
  let memory: FormName = "contact";
  return {
    subscribe: changed.subscribe,
    read: (): FormName =>
      readStored(tabStorage, storageKeys.contactSelected, formNameSchema, "text") ?? memory,
    write(name: FormName) {
      memory = name;
      tabStorage.setItem(storageKeys.contactSelected, name);
      changed.emit();
    },
  };
})();

/** Scrolls to a section of the page and moves focus there, as a link to it would. */
function goTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

function ContactRail({ selected, onSelect }: { selected: FormName; onSelect: (name: FormName) => void }) {
  return (
    // Its buttons need the script: without it the rail is not shown (the forms say to email instead).
    <div
      role="group"
      aria-label={texts.railLabel}
      className="lg:sticky lg:top-28 lg:self-start noscript:hidden"
    >
      <ul className={cardClasses({}, "grid grid-cols-4 gap-2 p-2 lg:grid-cols-1")}>
        <li>
          <RailButton
            icon={MessageSquareText}
            label={contact.title}
            name={contact.railName}
            pressed={selected === "contact"}
            onClick={() => onSelect("contact")}
          />
        </li>
        <li>
          <RailButton
            icon={PenLine}
            label={write.title}
            name={write.railName}
            pressed={selected === "write"}
            onClick={() => onSelect("write")}
          />
        </li>
        <li>
          <RailButton
            icon={Phone}
            label={texts.contactInfo}
            name={texts.contactInfoName}
            onClick={() => goTo(CONTACT_INFO_ID)}
          />
        </li>
        <li>
          <RailButton
            icon={MapPinned}
            label={texts.maps}
            name={texts.mapsName}
            onClick={() => goTo(MAPS_ID)}
          />
        </li>
      </ul>
    </div>
  );
}

function RailButton({
  icon: Icon,
  label,
  name,
  pressed,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={pressed}
      aria-controls={pressed === undefined ? undefined : "contact-form-panel"}
      onClick={onClick}
      className={cn(
        "flex min-h-16 w-full flex-col items-center justify-center gap-1.5 rounded-xl px-1.5 py-3 text-center text-xs leading-tight font-semibold transition-colors lg:w-24",
        pressed ? "bg-brand text-white shadow-card" : "text-navy hover:bg-brand-50 hover:text-brand",
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
      {label}
    </button>
  );
}

function NextSteps() {
  const icons = [MessageSquareText, Clock3, PenLine];
  const steps = texts.nextSteps.map((text, index) => ({ icon: icons[index % icons.length]!, text }));
  return (
    <aside aria-labelledby="next-steps-title" className="flex flex-col gap-6 lg:pt-2">
      <div className="on-dark rounded-card bg-navy p-7 text-white shadow-card">
        <h2 id="next-steps-title" className="text-xl font-bold">
          {texts.nextStepsTitle}
        </h2>
        <ol className="mt-5 space-y-5">
          {steps.map(({ icon: Icon, text }, index) => (
            <li key={text} className="flex gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-mint">
                <Icon aria-hidden="true" className="size-5" />
                <span className="sr-only">
                  {texts.step} {index + 1}:
                </span>
              </span>
              <p className="leading-7 text-slate-200">{text}</p>
            </li>
          ))}
        </ol>
      </div>
      <Card className="p-7">
        <h2 className="text-lg font-bold">{texts.preferEmailTitle}</h2>
        <p className="mt-2 leading-7 text-muted">{texts.preferEmailText}</p>
        <a
          href={`mailto:${site.contact.emails.general}`}
          className="mt-4 inline-flex items-center gap-2 font-semibold break-all text-brand underline underline-offset-4 hover:text-navy"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {site.contact.emails.general}
        </a>
      </Card>
    </aside>
  );
}
