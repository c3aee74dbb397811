// What the suite needs of this machine beyond `npm install` (the README's "What `npm test` needs"), and
// how a missing piece is named: `npm test` checks it first (./preflight.ts) rather than failing a
// browser test after minutes.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's Chromium, which the browser tests drive through Playwright (./chromium.ts). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** The one line that installs the JDK and Chromium on Debian or Ubuntu. */
export const INSTALL_LINE = "sudo apt-get install -y openjdk-17-jdk-headless chromium";

export interface Machine {
  /** `process.versions.node` of the Node running the scripts. */
  node: string;
  /** The major version `javac -version` names, or null without a JDK. */
  javac: number | null;
  chromium: boolean;
}

export function thisMachine(): Machine {
  const javac = spawnSync("javac", ["-version"], { encoding: "utf8" });
  const version = javac.error || javac.status !== 0 ? null : /javac (\d+)/.exec(`${javac.stdout}${javac.stderr}`)?.[1];
  return { node: process.versions.node, javac: version ? Number(version) : null, chromium: existsSync(CHROMIUM_PATH) };
}

/** What the machine lacks, one line each, with how to get it; empty when it has everything. */
export function lacking(machine: Machine): string[] {
  const missing: string[] = [];
  if (Number(machine.node.split(".")[0]) < 22) {
    missing.push(`Node 22 (this is Node ${machine.node}): on Linux x64 \`npm install\` brings it; elsewhere see https://nodejs.org`);
  }
  if (machine.javac === null) missing.push(`a Java 17 JDK, for DynamoDB Local (no javac on the PATH): ${INSTALL_LINE}`);
  else if (machine.javac < 17) missing.push(`a Java 17 JDK, for DynamoDB Local (javac ${machine.javac} is too old): ${INSTALL_LINE}`);
  if (!machine.chromium) missing.push(`Debian's Chromium, for the browser tests (no ${CHROMIUM_PATH}): ${INSTALL_LINE}`);
  return missing;
}
