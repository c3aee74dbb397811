// Reading the local outbox back (the /dev/outbox page and tests), parsed by mailparser so that what
// we read is what a mail client would show.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";

export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function readOutbox(dir: string, parsed = new Map<string, Promise<StoredMail>>()): Promise<StoredMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  // A file is whole and never changes once it has its .eml name: a reader that keeps `parsed` parses each once.
  return Promise.all(
    files.map((file) => {
      let mail = parsed.get(file);
      if (!mail) parsed.set(file, (mail = readMail(dir, file)));
      return mail;
    }),
  );
}

async function readMail(dir: string, file: string): Promise<StoredMail> {
  const parsed = await simpleParser(await readFile(join(dir, file)));
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(":") + 1).trim();
  return { file, to, subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html || "", headers };
}
