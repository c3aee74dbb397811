// `npm run check-commits` judges the commits a branch adds since the landed one, never landed history.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { messageProblems } from "./support/commits";

const root = resolve(import.meta.dirname, "..");
const env = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@turnpost.local",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@turnpost.local",
};
const good = "Add a thing\n\nBecause a user asked for it.";
const long = `Add ${"a very long subject ".repeat(4)}`.trim();

describe("a commit message", () => {
  it("passes with a subject of at most 72 characters, a blank line and a body", () => {
    expect(messageProblems(good)).toEqual([]);
    expect(messageProblems(`${"x".repeat(72)}\n\nWhy.\n`)).toEqual([]);
  });

  it("fails with a longer subject, without a body, or without the blank line", () => {
    expect(messageProblems(`${"x".repeat(73)}\n\nWhy.`)).toEqual(["its subject is 73 characters long, more than 72"]);
    expect(messageProblems("Add a thing\n")).toEqual(["it has no body saying why"]);
    expect(messageProblems("Add a thing\n\n \n")).toEqual(["it has no body saying why"]);
    expect(messageProblems("Add a thing\nBecause.")).toEqual(["its subject is not followed by a blank line"]);
  });
});

describe("npm run check-commits", () => {
  let repo = "";
  afterEach(() => rm(repo, { recursive: true, force: true }));

  const git = (...args: string[]) => {
    const run = spawnSync("git", args, { cwd: repo, env, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
  };
  const commit = (message: string) => git("commit", "--allow-empty", "-q", "-m", message);
  const check = () =>
    spawnSync(join(root, "node_modules/.bin/tsx"), [join(root, "test/support/check-commits.ts")], { cwd: repo, env, encoding: "utf8" });

  /** A repository whose landed `main` has bad messages, and a branch `work` off it. */
  async function landedWithBadHistory() {
    repo = await mkdtemp(join(tmpdir(), "turnpost-commits-"));
    git("init", "-q", "-b", "main");
    commit(long);
    commit("No body");
    git("checkout", "-q", "-b", "work");
  }

  it("passes a branch whose new commits are right, whatever the landed history", async () => {
    await landedWithBadHistory();
    commit(good);
    // The landed branch moves on with another bad message after the branch left it.
    git("checkout", "-q", "main");
    commit("Also no body");
    git("checkout", "-q", "work");
    const run = check();
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^check-commits: 1 commit\(s\) since main \([0-9a-f]{7}\), 0 to fix$/m);
    expect(run.status).toBe(0);
  });

  it("fails naming each new commit with a long subject or no body", async () => {
    await landedWithBadHistory();
    commit(good);
    commit(long);
    commit("Fix it");
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${long}\n  its subject is ${long.length} characters long, more than 72`);
    expect(run.stderr).toContain("Fix it\n  it has no body saying why");
    expect(run.stderr).not.toContain("No body");
    expect(run.stdout).toContain("3 commit(s) since main");
    expect(run.stdout).toContain("2 to fix");
  });

  it("checks nothing, and says so, where there is no landed branch to compare with", async () => {
    await landedWithBadHistory();
    git("branch", "-q", "-m", "main", "old");
    const run = check();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("no origin/main or main to compare with");
  });
});
