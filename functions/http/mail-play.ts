// The confirmation page behind a move's button in a "your turn" mail or a notification's action
// (functions/notifier/mail-play.ts): GET shows the move, POST plays it.
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { MAX_MAIL_CHOICES, MailPlay, type PlayAnswer } from "../notifier/mail-play";
import type { AppDeps, Env } from "./context";
import { MAIL_PLAY_PAGE_POLICY, mailPlayPage } from "./mail-play-page";

const STATUS: Record<PlayAnswer["outcome"]["kind"], ContentfulStatusCode> = {
  ask: 200,
  played: 200,
  "already-played": 200,
  stale: 409,
  "not-understood": 400,
  "not-allowed": 403,
};

export function mailPlayRoutes(deps: AppDeps): Hono<Env> {
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

  function page(c: Context<Env>, answer: PlayAnswer) {
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", MAIL_PLAY_PAGE_POLICY);
    c.header("Content-Language", answer.lang);
    return c.html(mailPlayPage(answer, c.req.path + new URL(c.req.url).search), STATUS[answer.outcome.kind]);
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
