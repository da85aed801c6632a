import { describe, expect, it } from "vitest";
import { dateFieldProblem } from "./date-field";

describe("the editor's date field", () => {
  it("takes a date the site can publish, and an empty field (Decap's own required check)", () => {
    expect(dateFieldProblem("2026-11-25")).toBeUndefined();
    expect(dateFieldProblem("")).toBeUndefined();
    expect(dateFieldProblem(undefined)).toBeUndefined();
  });

  it("refuses a year typed half or in another century, and a day the month lacks", () => {
    expect(dateFieldProblem("0202-11-25")).toBe('"0202-11-25": the year must be between 1990 and 2099');
    expect(dateFieldProblem("1906-11-25")).toBe('"1906-11-25": the year must be between 1990 and 2099');
    expect(dateFieldProblem("2027-02-29")).toBe(
      '"2027-02-29" is not a day of the calendar: February 2027 has 28 days',
    );
  });

  it("names a date the file holds in another shape, which the field cannot show", () => {
    expect(dateFieldProblem("20/11/2026")).toBe(
      'the file holds "20/11/2026": pick the date again (must be a date written YYYY-MM-DD (year, month, day), e.g. 2026-11-20)',
    );
  });
});
