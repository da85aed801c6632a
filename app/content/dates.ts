/**
 * The content's calendar dates ("Posted on", "Open until", an article's date, a legal page's last
 * review): written YYYY-MM-DD, a day the calendar has, in the years the site can mean. One check,
 * shared by the content schemas (the build) and the editor's date field (app/admin/date-field.ts),
 * so both refuse a date with the same sentence. Runs in Node and in the browser.
 */

/** How a date is written in the content files: what `<input type="date">` gives, too. */
export const DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The years a date of this site may have. The company is not older than 1990 (the settings'
 * copyright year starts there) and no role stays open past 2099; a year outside is a typing slip
 * (a year typed half, "0202", or turned into another century, "1906"), never a date meant.
 */
export const FIRST_YEAR = 1990;
export const LAST_YEAR = 2099;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The days of a month (1-12) of a year, from the platform's calendar. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * What is wrong with a date as the content holds it, as the end of a sentence after the field's
 * name ("validThrough: ..."), or undefined when it is a date the site can publish. A value that is
 * not text, or not written YYYY-MM-DD, gets only the format's sentence: nothing after it reads it
 * as a date.
 */
export function dateProblem(value: unknown): string | undefined {
  // A field emptied in the editor says what any emptied required field says.
  if (typeof value === "string" && !value.trim()) return "missing (required)";
  const written = typeof value === "string" ? DATE_FORMAT.exec(value) : null;
  if (!written)
    return `must be a date written YYYY-MM-DD (year, month, day), e.g. 2026-11-20${
      typeof value === "string" ? `, not "${value}"` : ""
    }`;
  const [year, month, day] = written.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `"${value}" has no month ${month}: the month is 01 to 12`;
  const days = daysIn(year, month);
  if (day < 1 || day > days)
    return `"${value}" is not a day of the calendar: ${MONTHS[month - 1]} ${year} has ${days} days`;
  if (year < FIRST_YEAR || year > LAST_YEAR)
    return `"${value}": the year must be between ${FIRST_YEAR} and ${LAST_YEAR}`;
  return undefined;
}
