// `npm test`'s first step: on a machine without a JDK, Chromium or Node 22 it stops at once and names the
// install line, instead of a browser test failing after minutes.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { INSTALL_LINE, lacking, type Machine } from "./support/machine";

const root = resolve(import.meta.dirname, "..");
const complete: Machine = { node: "22.23.3", javac: 17, chromium: true };

/** The preflight as `npm test` runs it, with `PATH` as given. */
function preflight(path: string) {
  return spawnSync(join(root, "node_modules/.bin/tsx"), ["test/support/preflight.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, PATH: path },
  });
}

describe("what the machine lacks", () => {
  it("is nothing on a machine with Node 22, a Java 17 JDK and Chromium", () => {
    expect(lacking(complete)).toEqual([]);
    expect(lacking({ ...complete, node: "24.1.0", javac: 21 })).toEqual([]);
  });

  it("names each missing piece, the JDK and Chromium with the one install line", () => {
    expect(lacking({ ...complete, javac: null })).toEqual([`a Java 17 JDK, for DynamoDB Local (no javac on the PATH): ${INSTALL_LINE}`]);
    expect(lacking({ ...complete, javac: 11 })).toEqual([`a Java 17 JDK, for DynamoDB Local (javac 11 is too old): ${INSTALL_LINE}`]);
    expect(lacking({ ...complete, chromium: false })).toEqual([
      `Debian's Chromium, for the browser tests (no /usr/bin/chromium): ${INSTALL_LINE}`,
    ]);
    expect(lacking({ node: "20.20.2", javac: null, chromium: false })).toHaveLength(3);
    expect(lacking({ ...complete, node: "20.20.2" })[0]).toMatch(/^Node 22 \(this is Node 20\.20\.2\)/);
  });
});

describe("npm test's preflight", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("passes on this machine, which has everything", () => {
    const run = preflight(process.env.PATH ?? "");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("stops with the install line when no JDK is on the PATH", async () => {
    // A PATH holding this Node and nothing else: no javac.
    const bin = await mkdtemp(join(tmpdir(), "turnpost-preflight-"));
    dirs.push(bin);
    await symlink(process.execPath, join(bin, "node"));
    const run = preflight(bin);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`- a Java 17 JDK, for DynamoDB Local (no javac on the PATH): ${INSTALL_LINE}`);
  });
});
