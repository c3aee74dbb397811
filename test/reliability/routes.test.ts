// The table of abuse cases in docs/reliability.md ("Every route and its abuse case") is kept whole: every
// route the local stack serves (the API with its lazily built areas, the live channel's mount and the
// site's own routes, as `npm start` assembles them) has a row, every row is a route that still exists,
// and every row names at least one test, each of which exists. The routes come from the apps themselves,
// never from a list.
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiApp } from "../../functions/compose/api";
import { core } from "../../functions/compose/core";
import { liveService } from "../../functions/compose/live";
import { mountLive } from "../../functions/local/live";
import { createSite } from "../../functions/local/site";
import { dynamoClient } from "../../functions/store/table";
import type { Config } from "../../functions/config";

const TABLE_HEADING = "## Every route and its abuse case";

interface Row {
  route: string;
  tests: { file: string; name: string }[];
}

/** The rows of the table under TABLE_HEADING: the route in backticks, the tests in its last cell. */
function abuseTable(markdown: string): Row[] {
  const start = markdown.indexOf(TABLE_HEADING);
  if (start < 0) throw new Error(`docs/reliability.md has no section "${TABLE_HEADING}"`);
  const section = markdown.slice(start + TABLE_HEADING.length).split(/\n## /)[0]!;
  const rows: Row[] = [];
  for (const line of section.split("\n")) {
    const route = /^\| `([A-Z]+ [^`]+)` \|/.exec(line)?.[1];
    if (!route) continue;
    const last =
      line
        .slice(0, line.trimEnd().length - 1)
        .split(" | ")
        .at(-1) ?? "";
    const tests = [...last.matchAll(/`([\w./-]+\.test\.ts)` "([^"]+)"/g)].map(([, file, name]) => ({ file: file!, name: name! }));
    rows.push({ route, tests });
  }
  return rows;
}

/** Whether `file` holds a test (or suite) of that exact name. */
function hasTest(file: string, name: string): boolean {
  if (!existsSync(file)) return false;
  const text = readFileSync(file, "utf8");
  return ['"', "'", "`"].some((quote) => text.includes(`${quote}${name}${quote}`));
}

let outboxDir: string;
let served: string[];

beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), "turnpost-routes-"));
  const config: Config = {
    tableName: "routes-never-read",
    appUrl: "http://localhost:3000",
    mailFrom: "Turnpost <turns@turnpost.local>",
    sessionSecret: new TextEncoder().encode("routes-test-secret-routes-test-secret"),
    local: true,
    vapid: null,
  };
  // Nothing here sends a request: the client is only built.
  const built = core({ config, dynamo: dynamoClient("http://127.0.0.1:9") });
  const api = apiApp(built, { mailer: { send: async () => {} } });
  mountLive(api, (sender) => liveService(built, { sender }));
  const site = createSite(api, outboxDir, outboxDir);
  const siteOwn = site.routes.filter((r) => r.method !== "ALL");
  served = [...(await api.servedRoutes()), ...siteOwn].map(({ method, path }) => `${method} ${path}`);
});

afterAll(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

describe("the table of abuse cases in docs/reliability.md", () => {
  const rows = abuseTable(readFileSync("docs/reliability.md", "utf8"));

  it("has a row for every route the app serves, its lazily built areas included", () => {
    const listed = new Set(rows.map((r) => r.route));
    // The areas are there: a route of each lazily built sub-app, and the live channel's mount.
    expect(served).toEqual(expect.arrayContaining(["GET /api/me", "GET /t/:id", "GET /live", "GET /dev/outbox"]));
    expect(served.filter((route) => !listed.has(route)).map((route) => `no row for ${route}`)).toEqual([]);
  });

  it("names no route the app no longer serves, and each route once", () => {
    const routes = new Set(served);
    expect(rows.filter((r) => !routes.has(r.route)).map((r) => `a row for ${r.route}, which the app does not serve`)).toEqual([]);
    const seen = new Set<string>();
    expect(rows.filter((r) => seen.has(r.route) || !seen.add(r.route)).map((r) => `two rows for ${r.route}`)).toEqual([]);
  });

  it("names for each route at least one test, and only tests that exist", () => {
    const missing = rows.flatMap((row) => [
      ...(row.tests.length === 0 ? [`${row.route}: no test named`] : []),
      ...row.tests.filter((t) => !hasTest(t.file, t.name)).map((t) => `${row.route}: no test "${t.name}" in ${t.file}`),
    ]);
    expect(missing).toEqual([]);
  });
});
