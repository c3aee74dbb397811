import { Hono } from "hono";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressJson, takesGzip } from "./compress-json";

const big = { moves: Array.from({ length: 200 }, (_, i) => ({ kind: "build", site: i })) };
const app = new Hono();
app.use("*", compressJson);
app.get("/big", (c) => c.json(big));
app.get("/small", (c) => c.json({ ok: true }));
app.get("/text", (c) => c.text("x".repeat(5000)));

describe("JSON answers gzipped for browsers that take gzip", () => {
  it("gzips a large answer, which unzips to the same JSON", async () => {
    const answer = await app.request("/big", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get("vary")).toContain("Accept-Encoding");
    const body = new Uint8Array(await answer.arrayBuffer());
    expect(body.byteLength).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(gunzipSync(body).toString("utf8"))).toEqual(big);
  });

  it("sends it plain to a client that does not take gzip, or refuses it with q=0", async () => {
    for (const headers of [{}, { "accept-encoding": "br" }, { "accept-encoding": "gzip;q=0, identity" }] as Record<string, string>[]) {
      const answer = await app.request("/big", { headers });
      expect(answer.headers.get("content-encoding"), JSON.stringify(headers)).toBeNull();
      expect(await answer.json()).toEqual(big);
    }
  });

  it("leaves small answers and answers that are not JSON as they are", async () => {
    const small = await app.request("/small", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const text = await app.request("/text", { headers: { "accept-encoding": "gzip" } });
    expect(text.headers.get("content-encoding")).toBeNull();
  });

  it("reads Accept-Encoding as browsers and proxies write it", () => {
    expect(takesGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(takesGzip("*")).toBe(true);
    expect(takesGzip("GZIP;q=0.5")).toBe(true);
    expect(takesGzip("gzip;q=0")).toBe(false);
    expect(takesGzip("*;q=0.0")).toBe(false);
    expect(takesGzip("identity")).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
  });
});
