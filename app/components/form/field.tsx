import { ChevronDown, CircleAlert } from "lucide-react";
import { createContext, use, type ComponentProps, type ReactNode } from "react";
import { get, useFormContext, useFormState, useWatch } from "react-hook-form";
import { cn } from "~/lib/cn";
import { formTexts } from "~/content/forms";
import { textLength } from "./rules";

/**
 * Context-wired fields in the shadcn style: a `Field` is label, control and message. It derives
 * the control's id, `aria-invalid`, `aria-describedby` and the ids of its message, hint and
 * counter once, from the form's id prefix and the field's name; the controls below read them (and
 * register themselves with the form) from context.
 */

/** The id prefix of the form the fields belong to (set by `DeliverableForm`). */
export const FormIdContext = createContext("form");

interface FieldState {
  name: string;
  id: string;
  error: string | undefined;
  describedBy: string | undefined;
}

const FieldContext = createContext<FieldState | null>(null);

function useField(): FieldState {
  const field = use(FieldContext);
  if (!field) throw new Error("A form control must be inside a <Field>.");
  return field;
}

/** The wiring of the field's control: id, ARIA, and (unless the caller handles changes) its registration. */
export function useFieldControl(registered = true) {
  const { name, id, error, describedBy } = useField();
  const { register } = useFormContext();
  return {
    id,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy,
    ...(registered ? register(name) : { name }),
  };
}

/** The field's message, once it was touched or a submit was tried (mode "onTouched"). */
function useShownError(name: string): string | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState({ name });
  const shown = Boolean(get(touchedFields, name)) || isSubmitted;
  return shown ? (get(errors, name) as { message?: string } | undefined)?.message : undefined;
}

interface FieldProps extends Omit<ComponentProps<"div">, "children"> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shows "used / max" characters beside the label, named by the control. */
  counter?: number;
  optional?: boolean;
  children: ReactNode;
}

export function Field({ name, label, hint, counter, optional, className, children, ...props }: FieldProps) {
  const id = `${use(FormIdContext)}-${name}`;
  const error = useShownError(name);
  const ids = { error: `${id}-error`, counter: `${id}-count`, hint: `${id}-hint` };
  const describedBy =
    [error && ids.error, counter !== undefined && ids.counter, hint && ids.hint].filter(Boolean).join(" ") ||
    undefined;
  return (
    <FieldContext value={{ name, id, error, describedBy }}>
      <div className={cn("flex flex-col", className)} {...props}>
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {label}
            {optional && <span className="font-normal text-muted"> {formTexts.shared.optional}</span>}
          </label>
          {counter !== undefined && <CharacterCounter id={ids.counter} name={name} max={counter} />}
        </div>
        <div className="mt-2">{children}</div>
        {hint && (
          <p id={ids.hint} className="mt-2 text-sm text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={ids.error} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
      </div>
    </FieldContext>
  );
}

/**
 * "42 / 150", counted as the schema counts (rules.ts); turns red past the limit. Watches only its
 * own field, so typing re-renders only it.
 */
function CharacterCounter({ id, name, max }: { id: string; name: string; max: number }) {
  const length = textLength(String(useWatch({ name }) ?? ""));
  const over = length > max;
  return (
    <span id={id} className={cn("text-sm tabular-nums", over ? "font-semibold text-danger" : "text-muted")}>
      <span className="sr-only">{formTexts.shared.charactersUsed} </span>
      {length} / {max}
    </span>
  );
}

const control =
  "block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-muted/80 hover:border-slate-300 focus:border-brand aria-invalid:border-danger";

export function TextInput({ className, ...props }: ComponentProps<"input">) {
  return <input {...useFieldControl()} className={cn(control, className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      {...useFieldControl()}
      className={cn(control, "min-h-36 resize-y leading-7", className)}
      {...props}
    />
  );
}

/** A select; pass `value`, `onChange` and `ref` to control it yourself (then it is not registered). */
export function Select({ className, ...props }: ComponentProps<"select">) {
  const wiring = useFieldControl(props.onChange === undefined);
  return (
    <div className="relative">
      <select {...wiring} className={cn(control, "appearance-none pr-11", className)} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}

/** The email field every form has: same label, keyboard and autofill. */
export function EmailField({ className }: { className?: string }) {
  return (
    <Field name="email" label={formTexts.shared.email} className={className}>
      <TextInput type="email" autoComplete="email" inputMode="email" required />
    </Field>
  );
}
