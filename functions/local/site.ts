// The local stack's one port: the API, and the built web client with a fallback to index.html for the
// client's own routes. In the cloud, CloudFront and S3 do the second part.
import { Hono } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import { relative } from "node:path";
import { readOutbox } from "../mail/outbox";

const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
  "font-src 'self'; manifest-src 'self'; worker-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

const API_PREFIXES = ["/api/", "/auth/", "/g/", "/og/", "/oembed", "/join/", "/cal/", "/t/", "/l/"];
/** The web client's page with a game's, a tournament's or a league's link-preview tags, written by the API: it gets the site's headers. */
const PAGE_PREFIXES = ["/g/", "/join/", "/t/", "/l/"];

function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path === p.replace(/\/$/, "") || path.startsWith(p));
}

export function createSite(api: { fetch: (request: Request) => Response | Promise<Response> }, webDir: string, outboxDir: string) {
  const root = relative(process.cwd(), webDir) || ".";
  const site = new Hono();
  // The local outbox, newest first: a local-only page, so the Lambda bundle carries no mail parser.
  site.get("/dev/outbox", async (c) => {
    const mails = await readOutbox(outboxDir);
    return c.json({ mails: mails.reverse().map(({ file, to, subject, text, headers }) => ({ file, to, subject, text, headers })) });
  });
  // The web client's files go compressed, as CloudFront sends them (the bench's Lighthouse audits see this).
  const compressFiles = compress();
  site.use("*", (c, next) => (isApiPath(c.req.path) ? next() : compressFiles(c, next)));
  site.all("*", async (c, next) => {
    if (isApiPath(c.req.path)) {
      const response = await api.fetch(c.req.raw);
      if (!PAGE_PREFIXES.some((p) => c.req.path.startsWith(p))) return response;
      c.res = response;
    } else await next();
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    c.header("Cache-Control", c.req.path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
  });
  site.use("/assets/*", serveStatic({ root }));
  site.use("/sw.js", serveStatic({ root }));
  site.use("/favicon.svg", serveStatic({ root }));
  site.use("/manifest.webmanifest", serveStatic({ root }));
  site.get("*", serveStatic({ root, path: "index.html" }));
  return site;
}
