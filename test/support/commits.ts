// The commit-message habit of DEVELOPERS.md, checked on the commits a submission adds: a subject of at
// most 72 characters, a blank line, then a body saying why. Landed history is never judged.
import { spawnSync } from "node:child_process";

export const MAX_SUBJECT = 72;

/** The landed branches a submission is compared with, first found first. */
const LANDED = ["origin/main", "main"];

function git(cwd: string, args: string[]): { ok: boolean; out: string } {
  const run = spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { ok: run.status === 0, out: run.stdout ?? "" };
}

/** The merge-base of HEAD with the first landed branch this repository has, or null when it has none. */
export function landedBase(cwd: string): { branch: string; commit: string } | null {
  for (const branch of LANDED) {
    if (!git(cwd, ["rev-parse", "--verify", "--quiet", `${branch}^{commit}`]).ok) continue;
    const base = git(cwd, ["merge-base", "HEAD", branch]);
    if (base.ok) return { branch, commit: base.out.trim() };
  }
  return null;
}

/** What is wrong with one commit message, or an empty list. */
export function messageProblems(message: string): string[] {
  const [subject = "", ...body] = message.replace(/\s+$/, "").split("\n");
  const problems: string[] = [];
  if (subject.length > MAX_SUBJECT) problems.push(`its subject is ${subject.length} characters long, more than ${MAX_SUBJECT}`);
  if (body.join("\n").trim() === "") problems.push("it has no body saying why");
  else if (body[0]?.trim() !== "") problems.push("its subject is not followed by a blank line");
  return problems;
}

/** The commits (merges left out) from `base` to HEAD, oldest first, each with what is wrong with it. */
export function newCommitProblems(cwd: string, base: string): { commit: string; subject: string; problems: string[] }[] {
  const log = git(cwd, ["log", "--reverse", "--no-merges", "--format=%H%x00%B%x1e", `${base}..HEAD`]);
  if (!log.ok) throw new Error(`git log ${base}..HEAD failed`);
  return log.out
    .split("\x1e")
    .map((entry) => entry.replace(/^\n/, ""))
    .filter((entry) => entry.includes("\0"))
    .map((entry) => {
      const [commit = "", message = ""] = entry.split("\0");
      return { commit: commit.slice(0, 7), subject: message.split("\n")[0] ?? "", problems: messageProblems(message) };
    });
}
