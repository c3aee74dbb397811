// The web client's index.html with link-preview tags in its <head>: crawlers (Discord, Slack,
// WhatsApp, Telegram, Mastodon) read the Open Graph and Twitter Card tags, browsers run the client.
// index.html comes from WEB_INDEX_HTML when set (a bundled function ships it beside its code), else
// from the built client in web/dist; it is read again only when the file changes (a rebuild).
import { readFile, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { escapeHtml } from "../mail/templates";

export interface PreviewTags {
  title: string;
  description: string;
  /** The page's canonical address; left out for a private or unknown game. */
  url?: string;
  image?: { url: string; width: number; height: number; alt: string };
  /** The oEmbed discovery address. */
  oembed?: string;
  /** Keep search engines away (private or unknown games). */
  noindex?: boolean;
}

let cached: { path: string; mtimeMs: number; html: string } | null = null;

function indexPath(): string {
  return process.env.WEB_INDEX_HTML ?? fileURLToPath(new URL("../../web/dist/index.html", import.meta.url));
}

/** The built client's index.html, or a bare page with a link to the game when there is none. */
export async function indexHtml(fallbackHref: string): Promise<string> {
  const path = indexPath();
  try {
    const { mtimeMs } = await stat(path);
    if (cached?.path !== path || cached.mtimeMs !== mtimeMs) cached = { path, mtimeMs, html: await readFile(path, "utf8") };
    return cached.html;
  } catch {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Turnpost</title></head><body><p><a href="${escapeHtml(fallbackHref)}">Open in Turnpost</a></p></body></html>`;
  }
}

export function previewTags(tags: PreviewTags): string {
  const meta = (attribute: "property" | "name", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta("property", "og:site_name", "Turnpost"),
    meta("property", "og:type", "website"),
    meta("property", "og:title", tags.title),
    meta("property", "og:description", tags.description),
    meta("name", "description", tags.description),
    ...(tags.url ? [meta("property", "og:url", tags.url), `<link rel="canonical" href="${escapeHtml(tags.url)}">`] : []),
    ...(tags.image
      ? [
          meta("property", "og:image", tags.image.url),
          meta("property", "og:image:type", "image/png"),
          meta("property", "og:image:width", String(tags.image.width)),
          meta("property", "og:image:height", String(tags.image.height)),
          meta("property", "og:image:alt", tags.image.alt),
          meta("name", "twitter:card", "summary_large_image"),
          meta("name", "twitter:image", tags.image.url),
          meta("name", "twitter:image:alt", tags.image.alt),
        ]
      : [meta("name", "twitter:card", "summary")]),
    meta("name", "twitter:title", tags.title),
    meta("name", "twitter:description", tags.description),
    ...(tags.oembed
      ? [`<link rel="alternate" type="application/json+oembed" href="${escapeHtml(tags.oembed)}" title="${escapeHtml(tags.title)}">`]
      : []),
    ...(tags.noindex ? [meta("name", "robots", "noindex")] : []),
  ].join("\n");
}

/** `html` with its <title> replaced and the tags added at the end of <head>. */
export function withPreviewTags(html: string, tags: PreviewTags): string {
  const title = `<title>${escapeHtml(tags.title)}</title>`;
  const titled = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<head>/i, () => `<head>\n${title}`);
  return titled.replace(/<\/head>/i, () => `${previewTags(tags)}\n</head>`);
}
