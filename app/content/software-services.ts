/**
 * The software services overview: hero, intro and call to action; its grid is the services collection (./services.ts).
 * The words are content/pages/software-services.yml (edited in the CMS under Pages, checked by
 * scripts/content.mjs).
 */
import record from "./generated/softwareServices.json" with { type: "json" };
import type { SoftwareServicesRecord } from "./schema";
import { servicePages } from "./services";
import { fillPlaceholders } from "./site";

const NUMBER_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/**
 * The record with `{serviceCount}` in its texts filled with the number of software services, in
 * words up to twelve ("Seven specialist services" at the start of a sentence, "our seven services"
 * inside one): the words that state the count come from the list, so they stay true when a
 * service is added or removed.
 */
export function withServiceCount<T>(value: T, count: number): T {
  if (typeof value === "string")
    return value.replace(/\{serviceCount\}/g, (_, at: number) => {
      const word = NUMBER_WORDS[count] ?? String(count);
      const startsSentence = /^\s*$|[.!?:]\s+$/.test(value.slice(0, at));
      return startsSentence ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    }) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withServiceCount(item, count)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, withServiceCount(child, count)]),
    ) as T;
  return value;
}

export const softwareServices = {
  path: "/softwareServices",
  ...fillPlaceholders(withServiceCount(record as SoftwareServicesRecord, servicePages.length)),
} as const;
