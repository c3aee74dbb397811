// Every file path that the docs, the READMEs and the code's comments name exists: a reader sent to a
// file that was renamed or never written loses the thread. A path may be named from the repository's
// root, from the naming file's folder, or by its tail (`store/games.ts` for functions/store/games.ts);
// a glob must match a file. Paths that climb out of the repository (the rulings in ../shared/games/)
// and build outputs are not checked.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
/** Never read: packages, git, and what builds and runs write (all in .gitignore). */
const unread = /^(node_modules|\.git|web\/dist|\.data|cdk\/cdk\.out|test-results)(\/|$)|(^|\/)node_modules\//;
/** Named but made by a build or a run, so absent from a clean clone. */
const generated = /^(web\/dist|\.data|cdk\/cdk\.out)\//;

const files = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => !unread.test(file) && /\.\w+$/.test(file))
  .sort();
const fileSet = new Set(files);

/** A path with a folder (or ./, ../) and a file extension, not part of a longer token (a URL, a `<id>/` template). */
const pathPattern =
  /(?<![\w./<>*-])((?:(?:\.\.?\/)+[\w*-][\w.*-]*(?:\/[\w.*-]+)*|[\w*-][\w.*-]*(?:\/[\w.*-]+)+)\.(?:tsx?|md|cjs|mjs|jsonc?|css|html))(?![\w/.-])/g;

/** What of a file names paths: a Markdown file whole, a code file's comments. */
function prose(file: string): string {
  const text = readFileSync(join(root, file), "utf8");
  if (file.endsWith(".md")) return text;
  return (text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? []).join("\n");
}

const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*\//g, "(.+/)?")
      .replace(/\*/g, "[^/]*")}$`,
  );

/** Whether `named`, written in `from`, is a file of the repository (or lies outside it). */
function exists(named: string, from: string): boolean {
  const fromFolder = relative(root, resolve(root, dirname(from), named));
  if (fromFolder.startsWith("..")) return true;
  const candidates = [fromFolder, normalize(named)];
  if (candidates.some((path) => generated.test(path))) return true;
  if (!named.includes("*")) {
    return candidates.some((path) => fileSet.has(path)) || (!named.startsWith(".") && files.some((file) => file.endsWith(`/${named}`)));
  }
  const patterns = [...candidates, `**/${named}`].map(globToRegExp);
  return files.some((file) => patterns.some((pattern) => pattern.test(file)));
}

describe("the paths the docs and comments name", () => {
  it("are files of the repository", () => {
    const named = files.filter((file) => /\.(md|tsx?|cjs)$/.test(file));
    // The test means something only if it reads the docs and the code.
    expect(named.filter((file) => file.startsWith("docs/")).length).toBeGreaterThan(10);
    expect(named.filter((file) => file.startsWith("functions/")).length).toBeGreaterThan(100);
    const missing = named.flatMap((file) =>
      [...prose(file).matchAll(pathPattern)].map(([, path]) => path!).flatMap((path) => (exists(path, file) ? [] : [`${file}: ${path}`])),
    );
    expect(missing).toEqual([]);
  });
});
