// Mail leaves the way a mail client expects it: through a real SMTP server, and through SES as raw MIME.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import { mockClient } from "aws-sdk-client-mock";
import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { SesMailer } from "../../functions/mail/mailer";
import { noticeMail } from "../../functions/mail/templates";
import { freePort } from "../../functions/local/dynamo";
import { GameStore } from "../../functions/store/games";
import { dynamoClient } from "../../functions/store/table";
import { ApiClient, moveId } from "../support/client";
import { startStack, type TestStack } from "../support/stack";

let smtp: SMTPServer;
const received: ParsedMail[] = [];
let stack: TestStack;
let games: GameStore;

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((ready) => smtp.listen(port, "127.0.0.1", ready));
  stack = await startStack({ smtpUrl: `smtp://127.0.0.1:${port}` });
  games = new GameStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
});

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((done) => smtp.close(() => done()));
});

function waitFor(predicate: (m: ParsedMail) => boolean): Promise<ParsedMail> {
  return vi.waitFor(
    () => {
      const mail = received.find(predicate);
      if (!mail) throw new Error("no such mail reached the SMTP server");
      return mail;
    },
    { timeout: 15_000, interval: 100 },
  );
}

describe("email through a real SMTP server", () => {
  it("delivers the sign-in link and the your-turn email with both parts, the unsubscribe headers and a one-tap link", async () => {
    const alice = new ApiClient(stack.url);
    await alice.post("/api/auth/email", { email: "alice@example.org" }, { "accept-language": "fr-FR" });
    const signIn = await waitFor((m) => m.subject === "Votre lien de connexion à Turnpost");
    const link = /http:\/\/localhost:\d+\/auth\/verify\?token=[\w-]+/.exec(signIn.text ?? "")![0];
    expect(signIn.html).toContain(link.replace(/&/g, "&amp;"));
    await alice.get(new URL(link).pathname + new URL(link).search);
    // Mail comes in the language of the recipient's settings.
    expect((await alice.request("PATCH", "/api/me", { lang: "fr", timeZone: "Europe/Paris" })).status).toBe(200);

    const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 }, timePerMoveDays: 3 });
    const bob = await ApiClient.guest(stack.url, "Bob <script>");
    await bob.post(`/api/games/${created.body.id}/join`);
    await bob.post(`/api/games/${created.body.id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() });

    const turn = await waitFor((m) => m.subject === "À vous de jouer contre Bob <script> à Yucata' (coup 2)");
    expect(turn.to && !Array.isArray(turn.to) ? turn.to.text : "").toBe("alice@example.org");
    const aliceId = (await alice.get("/api/me")).body.user.id as string;
    const header = (name: string) =>
      turn.headerLines
        .find((h) => h.key === name)
        ?.line.replace(/^[^:]+:\s*/, "")
        .replace(/\r?\n\s+/g, "");
    expect(header("list-unsubscribe")).toMatch(/^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=[\w.-]+>$/);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(turn.text).toContain("Bob <script> a joué le 2");
    // Her moves, in her language, each a link to its confirmation page; no reply address where no
    // reply receiver runs.
    expect(turn.text).toContain("Vos coups possibles\u00a0: un geste chacun, puis confirmez.");
    expect(turn.text).toMatch(
      /^1\. Jouer le 1\u00a0: votre amulette va de la case 0 à la case 1 et ne prend aucune pierre\.\nhttp:\/\/localhost:\d+\/api\/mail-move\?token=\S+&choice=1$/m,
    );
    expect(turn.replyTo).toBeUndefined();
    expect(turn.text).toMatch(/Jouez avant le .+\(Europe\/Paris\)/);
    // The HTML part escapes what players typed.
    expect(turn.html).toContain("Bob &#60;script&#62;");
    expect(turn.html).not.toContain("<script>");
    const play = new RegExp(`http://localhost:\\d+/play/${created.body.id}#seat=([\\w.-]+)`).exec(turn.text ?? "");
    expect(play).not.toBeNull();
    // The one-tap link signs Alice into her seat of this game.
    const tap = new ApiClient(stack.url);
    tap.bearer = play![1]!;
    expect((await tap.get(`/api/games/${created.body.id}`)).body).toMatchObject({ seat: 0, yourTurn: true });

    // The link in the body opens a page in her language that says what would stop and changes nothing:
    // a mail scanner that follows every link must not unsubscribe her.
    const bodyLink = new URL(/Ne plus recevoir ces messages :\s+(\S+)/.exec(turn.text ?? "")![1]!);
    const stranger = new ApiClient(stack.url);
    const page = await stranger.get(bodyLink.pathname + bodyLink.search);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toContain("Yucata&#39;");
    expect(page.text).toContain("Bob &#60;script&#62;");
    expect(page.text).toMatch(/<form method="post"/);
    expect((await alice.get("/api/me")).body.user.turnEmails).toBe(true);
    expect(await games.isMuted(aliceId, created.body.id)).toBe(false);

    // "Just this game" mutes this game only, and the answer can undo it.
    const form = (fields: string) =>
      stranger.request("POST", bodyLink.pathname + bodyLink.search, fields, {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(stack.url).origin,
      });
    const stopped = await form("stop=game");
    expect(stopped.status).toBe(200);
    expect(stopped.text).toContain("Yucata&#39; avec Bob");
    expect(stopped.text).toContain('name="resume" value="game"');
    expect(await games.isMuted(aliceId, created.body.id)).toBe(true);
    expect((await alice.get("/api/me")).body.user.turnEmails).toBe(true);
    expect((await form("resume=game")).status).toBe(200);
    expect(await games.isMuted(aliceId, created.body.id)).toBe(false);

    // "Everything" turns every game email off, and can be undone too.
    expect((await form("stop=all")).text).toContain('name="resume" value="all"');
    expect((await alice.get("/api/me")).body.user.turnEmails).toBe(false);
    await form("resume=all");
    expect((await alice.get("/api/me")).body.user.turnEmails).toBe(true);
    expect((await form("stop=nothing")).status).toBe(400);

    // The header's link is for mail clients' one-click button (RFC 8058): a POST of that exact body,
    // from anywhere, stops every game email at once.
    const unsubscribe = new URL(/<(.+)>/.exec(header("list-unsubscribe")!)![1]!);
    const clicked = await new ApiClient(stack.url).request(
      "POST",
      unsubscribe.pathname + unsubscribe.search,
      "List-Unsubscribe=One-Click",
      {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
      },
    );
    expect(clicked.status).toBe(200);
    expect((await alice.get("/api/me")).body.user.turnEmails).toBe(false);
  });
});

describe("email through SES", () => {
  it("sends the composed message as raw MIME with the configuration set", async () => {
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: "m-1" });
    const mailer = new SesMailer("Turnpost <turns@turnpost.example>", new SESv2Client({ region: "eu-west-1" }), "turnpost-dev");
    await mailer.send(
      noticeMail({
        lang: "en",
        to: "ann@example.org",
        subject: "Your turn in Balam",
        lines: ["It is your turn."],
        action: { label: "Play", url: "https://t.example/play/x" },
        unsubscribeUrl: "https://t.example/u",
      }),
    );
    const [call] = ses.commandCalls(SendEmailCommand);
    const input = call!.args[0].input;
    expect(input.Destination?.ToAddresses).toEqual(["ann@example.org"]);
    expect(input.ConfigurationSetName).toBe("turnpost-dev");
    const parsed = await simpleParser(Buffer.from(input.Content!.Raw!.Data!));
    expect(parsed.subject).toBe("Your turn in Balam");
    expect(parsed.text).toContain("https://t.example/play/x");
    expect(parsed.html).toContain('href="https://t.example/play/x"');
    expect(parsed.headerLines.find((h) => h.key === "list-unsubscribe")?.line).toBe("List-Unsubscribe: <https://t.example/u>");
    ses.restore();
  });
});
