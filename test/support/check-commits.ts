// `npm run check-commits`: the messages of the commits since the last landed one (the merge-base with
// origin/main, or main), before a submission. Exits 1 naming each commit that breaks the habit.
import { landedBase, MAX_SUBJECT, newCommitProblems } from "./commits";

const base = landedBase(process.cwd());
if (!base) {
  console.log("check-commits: no origin/main or main to compare with, so no commit is new: nothing checked");
} else {
  const commits = newCommitProblems(process.cwd(), base.commit);
  const bad = commits.filter((c) => c.problems.length > 0);
  for (const c of bad) console.error(`${c.commit} ${c.subject}\n  ${c.problems.join("; ")}`);
  console.log(
    `check-commits: ${commits.length} commit(s) since ${base.branch} (${base.commit.slice(0, 7)}), ${bad.length} to fix` +
      (bad.length
        ? ` (a subject of at most ${MAX_SUBJECT} characters, a blank line, a body saying why; git commit --amend or git rebase -i)`
        : ""),
  );
  if (bad.length > 0) process.exitCode = 1;
}
