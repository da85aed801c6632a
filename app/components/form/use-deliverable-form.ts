import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { LEFT_BEFORE_CODE } from "~/components/ui/island-state";
import { HONEYPOT_FIELD } from "~/lib/shared-constants.mjs";
import { clearDraft, loadDraft, saveDraft } from "./drafts";
import { FORM_DELIVERED_EVENT } from "./events";
import {
  deliverForm,
  DELIVERY_TIMEOUT_MS,
  deliveryMode,
  describeFailure,
  spamTrapFailure,
  timeoutFailure,
  type DeliveryFailure,
  type EmailTemplate,
} from "./email-delivery";

type Outcome = { ok: true } | { ok: false; error: unknown };

/** One send: its promise and, once known, its outcome (a send may answer after the timeout). */
interface Attempt {
  promise: Promise<Outcome>;
  outcome: Outcome | null;
}

function startAttempt(form: HTMLFormElement, template: EmailTemplate): Attempt {
  const attempt: Attempt = { outcome: null, promise: Promise.resolve({ ok: true }) };
  attempt.promise = deliverForm(form, template).then(
    (): Outcome => ({ ok: true }),
    (error: unknown): Outcome => ({ ok: false, error }),
  );
  void attempt.promise.then((outcome) => {
    attempt.outcome = outcome;
  });
  return attempt;
}

/** The attempt's outcome, or "timeout" when it has none after `ms`. */
function within(attempt: Attempt, ms: number): Promise<Outcome | "timeout"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  return Promise.race([attempt.promise, timeout]).finally(() => clearTimeout(timer));
}

/** A list of its own: an input's `files` is live, and empties when the input is cleared. */
function copyOfFiles(files: FileList): FileList {
  const copy = new DataTransfer();
  for (const file of files) copy.items.add(file);
  return copy.files;
}

/**
 * What a field of the page's own form holds that the pre-rendered page did not give it: the value
 * typed or chosen, the files picked; undefined when it is as it came.
 */
function heldValue(field: Element | RadioNodeList | null): string | FileList | undefined {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].findLastIndex((option) => option.defaultSelected);
    return field.selectedIndex === Math.max(initial, 0) ? undefined : field.value;
  }
  if (field instanceof HTMLInputElement && field.type === "file")
    return field.files?.length ? copyOfFiles(field.files) : undefined;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return field.value === field.defaultValue ? undefined : field.value;
  return undefined;
}

/**
 * What the visitor filled in (typed, chose, a file picked) in the page's own form among `names`
 * before this code came, or null when there is no such form (rendered in the browser) or nothing
 * was filled in. Only reads: React may render, and so call this, more than once before it commits.
 */
function heldValues(formId: string, names: readonly string[]): Record<string, string | FileList> | null {
  if (typeof document === "undefined") return null;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const values: Record<string, string | FileList> = {};
  for (const name of names) {
    const value = heldValue(form.elements.namedItem(name));
    if (value !== undefined) values[name] = value;
  }
  return Object.keys(values).length > 0 ? values : null;
}

/**
 * The fields among `names` of the page's form that the visitor left before this code was ready
 * (the island's directive marks them: components/ui/island-use.ts), each taken once: the mark is
 * removed, so this runs once the form is committed, never in a render.
 */
function leftBeforeCode(formId: string, names: readonly string[]): string[] {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  return names.filter((name) => {
    const field = form.elements.namedItem(name);
    if (!(field instanceof Element) || !field.hasAttribute(LEFT_BEFORE_CODE)) return false;
    field.removeAttribute(LEFT_BEFORE_CODE);
    return true;
  });
}

interface Options<TValues extends FieldValues> {
  resolver: Resolver<TValues>;
  defaultValues: DefaultValues<TValues>;
  /** The <form>'s id (the form's code may come after the page: see `heldValues`). */
  formId: string;
  template: EmailTemplate;
  /** Where the half-typed message is kept in sessionStorage. */
  draftKey: string;
  /** The text fields kept in the draft (never files). */
  draftFields: readonly FieldPath<TValues>[];
  /** Called after the message was delivered. */
  onDelivered: (values: TValues) => void;
}

/** What the footer of a form shows about sending (see `FormFooter`). */
export interface Delivery {
  /** Submits again with what is in the form now (the alert's Retry). */
  retry: () => void;
  sending: boolean;
  failure: DeliveryFailure | null;
}

export interface DeliverableFormState<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /** Spread on the <form> (by `DeliverableForm`): ref, submit handler, no native bubbles, where it delivers to. */
  formProps: {
    ref: React.RefObject<HTMLFormElement | null>;
    id: string;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    noValidate: true;
    /** Never GET: a submit that slips through before hydration must not put the message in a URL. */
    method: "post";
    "data-delivery": ReturnType<typeof deliveryMode>;
  };
  delivery: Delivery;
}

/**
 * A form validated by a schema (messages only after a field is touched, all of them after a
 * submit attempt: see `Field`) and delivered through the email service without ever losing the message:
 * failures keep the input and explain why, drafts survive a reload, a double click sends once,
 * a send with no answer in DELIVERY_TIMEOUT_MS ends in the failure alert (its late answer never
 * leads to a second send), and a filled honeypot holds the message back without losing it.
 */
export function useDeliverableForm<TValues extends FieldValues>({
  resolver,
  defaultValues,
  formId,
  template,
  draftKey,
  draftFields,
  onDelivered,
}: Options<TValues>): DeliverableFormState<TValues> {
  // Read in the first render, before react-hook-form registers (and resets) the fields.
  const [held] = useState(() => heldValues(formId, Object.keys(defaultValues)));
  const form = useForm<TValues>({ resolver, defaultValues, mode: "onTouched", shouldFocusError: false });
  // What the visitor typed after that first render, before react-hook-form registered the field
  // (a hydration that yields to the browser between the two): its registration writes the default
  // into the field, so each field's value is read just before, and adopted at mount with the rest.
  const typedLate = useRef<Record<string, string | FileList>>({});
  const mounted = useRef(false);
  // react-hook-form empties a file input whenever it registers one that has a value (a page cannot
  // write files into it), as it does again after the adopting reset: the picked files go back in.
  const filesToPutBack = useRef<Record<string, FileList>>({});
  /* eslint-disable react-hooks/immutability -- wraps react-hook-form's own register once, on the first render */
  useState(() => {
    const register = form.register;
    form.register = (name, options) => {
      const registration = register(name, options);
      return {
        ...registration,
        // Choosing a file is done with its field, as leaving a text field is: its message shows at once.
        onChange: async (event) => {
          await registration.onChange(event);
          if (event.target instanceof HTMLInputElement && event.target.type === "file")
            await registration.onBlur({ target: event.target, type: "blur" });
        },
        ref: (element) => {
          const value = mounted.current || !(element instanceof Element) ? undefined : heldValue(element);
          if (value !== undefined) {
            typedLate.current[name] = value;
            // Registration writes the form's value into the field: the typed text, not the default.
            if (typeof value === "string") form.setValue(name, value as PathValue<TValues, typeof name>);
          }
          registration.ref(element);
          const files = filesToPutBack.current[name];
          if (files && element instanceof HTMLInputElement && element.type === "file") {
            element.files = files;
            delete filesToPutBack.current[name];
          }
        },
      };
    };
  });
  /* eslint-enable react-hooks/immutability */
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<DeliveryFailure | null>(null);
  const { reset, subscribe } = form;

  // Once hydrated: the form adopts what it held (typed into the island's HTML before its code
  // came), over a draft restored from this tab (after react-hook-form's own effects: its fields listen by then).
  useEffect(() => {
    mounted.current = true;
    const draft = loadDraft(draftKey, draftFields);
    const late = typedLate.current;
    const picked: string[] = [];
    if (draft || held || Object.keys(late).length > 0) {
      const values = { ...form.getValues(), ...draft, ...held, ...late };
      for (const [name, value] of Object.entries(values))
        if (value instanceof FileList) {
          filesToPutBack.current[name] = value;
          picked.push(name);
        }
      reset(values as TValues, { keepDefaultValues: true });
      // Kept as the draft too: what was typed before the code came survives a reload even when
      // nothing more is typed (the draft subscription below sees only later changes).
      saveDraft(draftKey, draftFields, values);
    }
    // Touched, as if the code had been there: the fields left before it came or while it was
    // hydrating (the directive marks those until the island is ready), and a file picked (as
    // `register`'s onChange above does).
    const touched = new Set([...leftBeforeCode(formId, Object.keys(defaultValues)), ...picked]);
    for (const name of touched as Set<FieldPath<TValues>>)
      form.setValue(name, form.getValues(name), { shouldTouch: true, shouldValidate: true });
    // Mount only: the options of a form never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Then the draft follows what the visitor types.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(draftKey, draftFields, values),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // The honeypot never travels with the message.
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const dropTrap = (event: FormDataEvent) => event.formData.delete(HONEYPOT_FIELD);
    element.addEventListener("formdata", dropTrap);
    return () => element.removeEventListener("formdata", dropTrap);
  }, []);

  const finish = useCallback(
    (values: TValues) => {
      clearDraft(draftKey);
      reset();
      setFailure(null);
      onDelivered(values);
    },
    [draftKey, onDelivered, reset],
  );

  // The send still waiting for an answer after its timeout, if any. Retry waits for it instead
  // of sending again, so the email service never gets the same message twice.
  const pending = useRef<Attempt | null>(null);

  const deliver = useCallback(
    async (values: TValues) => {
      const element = formRef.current;
      if (!element) return;
      const trap = element.elements.namedItem(HONEYPOT_FIELD);
      if (trap instanceof HTMLInputElement && trap.value !== "") {
        // A bot, or autofill: nothing is sent, the draft stays, and the visitor is told.
        setFailure(spamTrapFailure);
        return;
      }
      setSending(true);
      try {
        // A send that timed out may still be under way, or may have answered since: it counts
        // (a success is not sent again); only once it has failed is the message sent anew.
        const earlier = pending.current;
        let attempt =
          earlier && (earlier.outcome === null || earlier.outcome.ok)
            ? earlier
            : startAttempt(element, template);
        let outcome = attempt.outcome ?? (await within(attempt, DELIVERY_TIMEOUT_MS));
        if (attempt === earlier && outcome !== "timeout" && !outcome.ok) {
          attempt = startAttempt(element, template);
          outcome = await within(attempt, DELIVERY_TIMEOUT_MS);
        }
        if (outcome === "timeout") {
          pending.current = attempt;
          setFailure(timeoutFailure);
          return;
        }
        pending.current = null;
        if (outcome.ok) {
          window.dispatchEvent(new CustomEvent(FORM_DELIVERED_EVENT, { detail: { form: template } }));
          finish(values);
        } else {
          console.error("The message could not be delivered:", outcome.error);
          setFailure(describeFailure(outcome.error));
        }
      } finally {
        setSending(false);
      }
    },
    [finish, template],
  );

  // After an invalid submit, focus goes to the first invalid field in the order of the page.
  const focusFirstError = useCallback((errors: FieldErrors<TValues>) => {
    const fields = Array.from(formRef.current?.elements ?? []);
    const first = fields.find(
      (field) => field instanceof HTMLElement && "name" in field && get(errors, String(field.name)),
    );
    if (first instanceof HTMLElement) first.focus();
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // A second click while the first is being validated or sent does nothing.
      if (busy.current) return;
      busy.current = true;
      void form
        .handleSubmit(
          deliver,
          focusFirstError,
        )(event)
        .finally(() => {
          busy.current = false;
        });
    },
    [deliver, focusFirstError, form],
  );

  // Retry after the honeypot held a message back: the visitor pressed it, so the field is cleared.
  const retry = useCallback(() => {
    const element = formRef.current;
    if (!element) return;
    const trap = element.elements.namedItem(HONEYPOT_FIELD);
    if (failure?.kind === "spam-trap" && trap instanceof HTMLInputElement) trap.value = "";
    element.requestSubmit();
  }, [failure]);

  return {
    form,
    formProps: {
      ref: formRef,
      id: formId,
      onSubmit,
      noValidate: true,
      method: "post",
      "data-delivery": deliveryMode(),
    },
    delivery: { retry, sending, failure },
  };
}
