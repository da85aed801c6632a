/**
 * The site's content as Astro's content layer reads it: one collection per entry of the content
 * table (app/content/schema.ts `contentCollections`), each with Astro's `glob()` loader over its
 * files and the table's zod schema. Pages read it with `getCollection` (app/content/site-content.ts).
 */
import { defineCollection } from "astro:content";
import { glob, type Loader } from "astro/loaders";
import { z } from "zod";
import { contentCollections, contentLocation, type ContentName } from "./content/schema";
import { yamlDates } from "./content/yaml-dates";

/**
 * Astro's `glob()` loader, which in development names a file it cannot read and goes on: the
 * editor (`npm run cms`) must start with a file broken by hand, so the owner can fix it there. The
 * content step has already said where the slip is (scripts/content.mjs); a build stops on it.
 */
function files(name: ContentName): Loader {
  const loader = glob(contentLocation(name));
  return {
    ...loader,
    async load(context) {
      try {
        await loader.load(context);
      } catch (error) {
        if (!import.meta.env.DEV) throw error;
        context.logger.error(`${name}: not read (${(error as Error).message.split("\n")[0]})`);
      }
    },
  };
}

const collection = <Schema extends z.ZodType>(name: ContentName, schema: Schema) =>
  defineCollection({ loader: files(name), schema: z.preprocess(yamlDates, schema) });

type SchemaOf<Name extends ContentName> = (typeof contentCollections)[Name]["schema"];
type Collections = {
  [Name in ContentName]: SchemaOf<Name> extends z.ZodType
    ? ReturnType<typeof collection<SchemaOf<Name>>>
    : never;
};

export const collections = Object.fromEntries(
  Object.entries(contentCollections).map(([name, entry]) => [
    name,
    collection(name as ContentName, entry.schema),
  ]),
) as Collections;
