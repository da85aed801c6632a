/**
 * The editor's date field ("Posted on", "Open until", an article's date): the platform's
 * `<input type="date">`, whose value is the date written YYYY-MM-DD, kept exactly as the browser
 * gives it. Decap's own datetime widget reads each value through a date library on every key:
 * typing the year's first digit gives the year 2, which the library takes as 1902, and the field
 * jumps there, so a typed 2026 is saved as 1906. Here nothing reads the value in between; a date
 * that is not one the site can publish (a year typed half, a day the month lacks, a file's date
 * written by hand in another shape) is refused with the build's sentence (../content/dates.ts),
 * under the field and on Save.
 *
 * Decap draws a widget with its own React: the control is made with its `createClass`/`h` globals.
 */
import { DATE_FORMAT, dateProblem, FIRST_YEAR, LAST_YEAR } from "~/content/dates";

/** Decap's globals that make a component of its own React. */
export interface DecapReact {
  createClass(spec: Record<string, unknown>): unknown;
  h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
}

/** The props Decap gives a widget's control (the ones read here). */
interface ControlProps {
  forID: string;
  value?: unknown;
  field: { get(key: "label" | "name"): string | undefined };
  onChange(value: string): void;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  isDisabled?: boolean;
}

interface Control {
  props: ControlProps;
  state: { focused: boolean };
  setState(state: { focused: boolean }): void;
}

/**
 * The sentence for a field's value, or undefined when it is a date the site can publish or empty
 * (an empty required field is Decap's "is required").
 */
export function dateFieldProblem(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const problem = dateProblem(value);
  if (!problem) return undefined;
  // A date the file holds in another shape: the field shows no date, so the sentence names it.
  return DATE_FORMAT.test(String(value))
    ? problem
    : `the file holds ${JSON.stringify(value)}: pick the date again (${problem.replace(/, not ".*"$/, "")})`;
}

/** The widget Decap registers as `calendar-date` (scripts/cms-config.mjs gives it to date fields). */
export function dateWidget({ createClass, h }: DecapReact) {
  const control = createClass({
    getInitialState: () => ({ focused: false }),
    /** Decap asks on Save: a value that is not a date the site can publish is refused in words. */
    isValid(this: Control) {
      const problem = dateFieldProblem(this.props.value);
      if (!problem) return true;
      const label = this.props.field.get("label") ?? this.props.field.get("name");
      return { error: { type: "CUSTOM", message: `${label}: ${problem}` } };
    },
    render(this: Control) {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled } =
        this.props;
      const written = typeof value === "string" && DATE_FORMAT.test(value) ? value : "";
      // Shown once the field is left: while a year is typed, its first digits are a year too.
      const problem = this.state.focused ? undefined : dateFieldProblem(value);
      return h(
        "div",
        { className: classNameWrapper },
        h("input", {
          id: forID,
          type: "date",
          value: written,
          min: `${FIRST_YEAR}-01-01`,
          max: `${LAST_YEAR}-12-31`,
          disabled: isDisabled,
          "aria-invalid": problem ? true : undefined,
          "aria-describedby": problem ? `${forID}-problem` : undefined,
          onChange: (event: { target: HTMLInputElement }) => onChange(event.target.value),
          onFocus: () => {
            this.setState({ focused: true });
            setActiveStyle();
          },
          onBlur: () => {
            this.setState({ focused: false });
            setInactiveStyle();
          },
          style: { font: "inherit", border: 0, background: "transparent", width: "100%" },
        }),
        problem &&
          h("p", { id: `${forID}-problem`, style: { color: "#b91c1c", margin: "8px 0 0" } }, problem),
      );
    },
  });
  const preview = createClass({
    render(this: { props: { value?: unknown } }) {
      return h("span", null, typeof this.props.value === "string" ? this.props.value : "");
    },
  });
  return { name: "calendar-date", controlComponent: control, previewComponent: preview };
}
