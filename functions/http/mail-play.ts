// The confirmation page behind a move's button in a "your turn" mail or a notification's action
// (functions/notifier/mail-play.ts): GET shows the move, POST plays it. What a player meets (the move,
// played, already played, the game moved on) is a page; a forged token or a choice the mail never
// offered is bad input, answered like any other: a 4xx JSON error.
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError } from "../record/errors";
import { MAX_MAIL_CHOICES, MailPlay, type PlayAnswer } from "../notifier/mail-play";
import type { AreaDeps, Env } from "./context";
import { MAIL_PLAY_PAGE_POLICY, mailPlayPage } from "./mail-play-page";

const STATUS: Record<"ask" | "played" | "already-played" | "stale", ContentfulStatusCode> = {
  ask: 200,
  played: 200,
  "already-played": 200,
  stale: 409,
};

export function mailPlayRoutes(deps: AreaDeps): Hono<Env> {
  const mailPlay = new MailPlay(deps);
  const app = new Hono<Env>();

  /** The link's token and choice; a choice out of the offered range is one no move answers to (0). */
  function linkOf(c: Context<Env>) {
    const choice = Number(c.req.query("choice"));
    return {
      token: c.req.query("token") ?? "",
      choice: Number.isInteger(choice) && choice >= 1 && choice <= MAX_MAIL_CHOICES ? choice : 0,
    };
  }

  async function page(c: Context<Env>, answer: PlayAnswer) {
    const { outcome } = answer;
    if (outcome.kind === "not-allowed")
      throw new DomainError("forbidden", "bad-play-link", "This link does not let you play: open the game from your email's other link.");
    if (outcome.kind === "not-understood")
      throw new DomainError("invalid", "bad-choice", `This link names no move: choose from 1 to ${outcome.count}.`);
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", MAIL_PLAY_PAGE_POLICY);
    c.header("Content-Language", answer.lang);
    return c.html(await mailPlayPage(answer, c.req.path + new URL(c.req.url).search), STATUS[outcome.kind]);
  }

  app.get("/api/mail-move", async (c) => {
    const { token, choice } = linkOf(c);
    return page(c, await mailPlay.show(token, choice));
  });

  app.post("/api/mail-move", async (c) => {
    const { token, choice } = linkOf(c);
    return page(c, await mailPlay.play(token, choice));
  });

  return app;
}
