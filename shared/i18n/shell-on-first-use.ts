// The shell's catalog (./catalogs.ts, about 60 KB with both languages) for the server, loaded on first
// use: what phrases a page, a mail or a refusal awaits it, and a Lambda's first move phrases nothing.
import { type Catalog, joinCatalogs } from "./index";

let shell: Promise<Catalog> | undefined;

/** The shell's words, loaded once. */
export function shellCatalogOnFirstUse(): Promise<Catalog> {
  // The mail's words join it: the server sends them, the web client never shows them. Moderation's too:
  // the server phrases its refusals and mail, the web client loads them with its report menu.
  shell ??= Promise.all([import("./catalogs"), import("./mail"), import("./moderation")]).then(([pages, mail, moderation]) =>
    joinCatalogs(pages.shellCatalog, mail.mailMessages, moderation.moderationMessages),
  );
  return shell;
}
