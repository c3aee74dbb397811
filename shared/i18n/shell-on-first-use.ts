// The shell's catalog (./catalogs.ts, about 60 KB with both languages) for the server, loaded on first
// use: what phrases a page, a mail or a refusal awaits it, and a Lambda's first move phrases nothing.
import type { Catalog } from "./index";

let shell: Promise<Catalog> | undefined;

/** The shell's words, loaded once. */
export function shellCatalogOnFirstUse(): Promise<Catalog> {
  shell ??= import("./catalogs").then((module) => module.shellCatalog);
  return shell;
}
