import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { OutboxMailer } from "./mailer";
import { readOutbox } from "./outbox";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const mail = (subject: string) => ({ to: "ann@example.org", subject, text: "It is your turn.", html: "<p>It is your turn.</p>" });

describe("the local outbox", () => {
  it("tells its listener of each mail once the mail is whole in the folder, so a test waits on mail without polling", async () => {
    dir = await mkdtemp(join(tmpdir(), "turnpost-outbox-"));
    const outboxDir = join(dir, "outbox");
    const seen: string[][] = [];
    const mailer = new OutboxMailer("Turnpost <turns@turnpost.local>", outboxDir, async () => {
      seen.push((await readOutbox(outboxDir)).map((stored) => `${stored.subject}: ${stored.text.trim()}`));
    });
    await mailer.send(mail("Your turn"));
    await mailer.send(mail("Your turn again"));
    await expect.poll(() => seen.length).toBe(2);
    expect(seen).toEqual([["Your turn: It is your turn."], ["Your turn: It is your turn.", "Your turn again: It is your turn."]]);
    // Only whole mails are ever in the folder under their .eml name.
    expect((await readdir(outboxDir)).every((file) => file.endsWith(".eml"))).toBe(true);
  });
});
