/**
 * The editor's Git backend (GitHub, GitLab, or the local one of `npm run cms`), checked: Decap's
 * backends registered again under names of their own (`checkedBackendName`, which the editor's
 * config names), each the same backend with three calls refused when the build would refuse their
 * result: deleting an uploaded picture a record shows, and saving an upload (on its own from the
 * Media page, or with its entry) that is no picture the build converts. Decap offers no event
 * before these, so the check sits where Decap hands them to the backend (`CMS.registerBackend`,
 * its interface for backends of one's own). The same place reports each file written or deleted
 * once the backend has done it, so that the next check knows what the files now hold
 * (./site-facts.ts): it is the one place that sees a new entry's file name and a media deletion.
 */
import { checkedBackendName } from "~/lib/shared-constants.mjs";
import { fileProblem } from "./uploads";
import type { WrittenFile } from "./site-facts";
import { mediaDeletionProblems, type SiteFacts } from "./validate";

/** A file Decap has a backend write: its path in the repository, its entry's slug, and its text. */
interface DataFile extends WrittenFile {
  slug?: string;
  /** Where the file moves to, when its entry's address names another file. */
  newPath?: string;
}

/** What Decap tells a backend of a save: whether it is a draft (the editorial workflow's Save). */
interface SaveOptions {
  useWorkflow?: boolean;
  collectionName?: string;
}

/**
 * Who hears of what the backend has done, once it is done: files published or deleted, and a
 * draft saved, published or thrown away, named by its collection and entry ("services/java").
 */
export interface SiteChanges {
  written(files: readonly WrittenFile[]): void;
  deleted(paths: readonly string[]): void;
  drafted(entry: string, files: readonly WrittenFile[] | undefined): void;
  published(entry: string): void;
}

/** What Decap hands a backend to save: an upload (its repository path and, when chosen here, its file). */
interface Asset {
  path: string;
  file?: Blob & { name: string };
}

/** The calls of Decap's backend interface that are checked here. */
interface Implementation {
  persistMedia(asset: Asset, options: unknown): Promise<unknown>;
  persistEntry(entry: { dataFiles?: DataFile[]; assets?: Asset[] }, options: SaveOptions): Promise<unknown>;
  deleteFiles(paths: string[], message: string): Promise<unknown>;
  publishUnpublishedEntry(collection: string, slug: string): Promise<unknown>;
  deleteUnpublishedEntry(collection: string, slug: string): Promise<unknown>;
}

/** What stops the call: Decap shows it after "Failed to persist media:", "Failed to delete media:". */
export class RefusedByTheBuild extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "the site's build would refuse this";
  }
}

async function refuseUploads(assets: readonly Asset[]) {
  const problems = await Promise.all(
    assets.map((asset) => (asset.file ? fileProblem(asset.file) : undefined)),
  );
  const refused = problems.filter((problem): problem is string => problem !== undefined);
  if (refused.length) throw new RefusedByTheBuild(refused);
}

/** `implementation` with the checked calls; every other call and property is its own. */
export function checkedImplementation<T extends object>(
  implementation: T,
  facts: () => SiteFacts,
  mediaFolder: string,
  changes?: SiteChanges,
): T {
  const backend = implementation as T & Implementation;
  const checked: Implementation = {
    async persistMedia(asset, options) {
      await refuseUploads([asset]);
      return backend.persistMedia(asset, options);
    },
    async persistEntry(entry, options) {
      await refuseUploads(entry.assets ?? []);
      const saved = await backend.persistEntry(entry, options);
      const files = entry.dataFiles ?? [];
      const written = files.map(({ path, newPath, raw }) => ({ path: newPath || path, raw }));
      if (options.useWorkflow) changes?.drafted(`${options.collectionName}/${files[0]?.slug}`, written);
      else {
        changes?.deleted(files.flatMap(({ path, newPath }) => (newPath && newPath !== path ? [path] : [])));
        changes?.written(written);
      }
      return saved;
    },
    async publishUnpublishedEntry(collection, slug) {
      const published = await backend.publishUnpublishedEntry(collection, slug);
      changes?.published(`${collection}/${slug}`);
      return published;
    },
    async deleteUnpublishedEntry(collection, slug) {
      const deleted = await backend.deleteUnpublishedEntry(collection, slug);
      changes?.drafted(`${collection}/${slug}`, undefined);
      return deleted;
    },
    async deleteFiles(paths, message) {
      const problems = paths
        .filter((path) => path.startsWith(`${mediaFolder}/`))
        .flatMap((path) => mediaDeletionProblems(path, facts()));
      if (problems.length) throw new RefusedByTheBuild(problems);
      const deleted = await backend.deleteFiles(paths, message);
      changes?.deleted(paths);
      return deleted;
    },
  };
  return new Proxy(implementation, {
    get(target, key) {
      if (typeof key === "string" && Object.hasOwn(checked, key)) return checked[key as keyof Implementation];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The parts of Decap's `CMS` global used here. */
export interface DecapBackends {
  getBackend(name: string): { init(config: unknown, options: unknown): object } | undefined;
  registerBackend(name: string, backend: unknown): void;
}

/** The backends the editor's config may name (scripts/cms-config.mjs, scripts/cms.mjs `localConfig`). */
const CHECKED = ["github", "gitlab", "proxy"];

/** Registers each backend, checked, under its checked name. */
export function registerCheckedBackends(cms: DecapBackends, facts: () => SiteFacts, changes?: SiteChanges) {
  for (const name of CHECKED) {
    const backend = cms.getBackend(name);
    if (!backend) continue;
    // Decap makes a backend with `new`: a constructor that returns an object gives that object.
    function Checked(config: { media_folder: string }, options: unknown) {
      return checkedImplementation(backend!.init(config, options), facts, config.media_folder, changes);
    }
    cms.registerBackend(checkedBackendName(name), Checked);
  }
}
