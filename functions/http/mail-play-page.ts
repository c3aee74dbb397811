// The confirmation page of a move offered by a "your turn" mail or notification. Opening it plays
// nothing (mail scanners and link prefetchers open every link): it shows the move and the board, and
// plays only when its button posts. Plain HTML from the API, in the seat's language.
import { escapeHtml } from "../mail/templates";
import { outcomeLine, type PlayAnswer } from "../notifier/mail-play";
import { translator } from "../../shared/i18n/index";
import { shellCatalogOnFirstUse } from "../../shared/i18n/shell-on-first-use";
import { SAME_ORIGIN_REFERRER, SIGN_IN_PAGE_POLICY } from "./sign-in-page";

/** The sign-in page's policy, and the board's picture from our own origin. */
export const MAIL_PLAY_PAGE_POLICY = `${SIGN_IN_PAGE_POLICY}; img-src 'self'`;

/** The page for `answer`; `action` is the link itself, whose token is the only authority its form carries. */
export async function mailPlayPage(answer: PlayAnswer, action: string): Promise<string> {
  const t = translator(answer.lang, await shellCatalogOnFirstUse());
  const { outcome, game } = answer;
  const title = game ? t("mailPlay.title", { game: game.name }) : "Turnpost";
  const body = [`<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>`];
  if (game?.imageUrl)
    body.push(
      `<p><img src="${escapeHtml(game.imageUrl)}" alt="${escapeHtml(game.name)}" width="600" height="315" style="max-width:100%;height:auto;border-radius:.4rem"></p>`,
    );
  if (outcome.kind === "ask") body.push(`<p><strong>${escapeHtml(outcome.move)}</strong></p>`);
  body.push(`<p>${escapeHtml(outcomeLine(outcome, t))}</p>`);
  if (outcome.kind === "ask")
    body.push(
      `<form method="post" action="${escapeHtml(action)}" style="margin:1rem 0">`,
      `<button type="submit" style="font-size:1rem;padding:.5rem 1rem">${escapeHtml(t("mailPlay.submit"))}</button>`,
      `</form>`,
    );
  if (outcome.kind === "played" && answer.next) {
    // Each next step is its own form: pressing it is the confirmation, as "Play it" was for the first.
    body.push(`<p>${escapeHtml(t("mailPlay.next"))}</p>`);
    for (const choice of answer.next.choices) {
      const url = new URL(choice.url);
      body.push(
        `<form method="post" action="${escapeHtml(url.pathname + url.search)}" style="margin:.5rem 0">`,
        `<button type="submit" style="font-size:1rem;padding:.5rem 1rem;text-align:left">${escapeHtml(choice.label)}</button>`,
        `</form>`,
      );
    }
  }
  if (game) body.push(`<p><a href="${escapeHtml(game.boardUrl)}">${escapeHtml(t("mailPlay.board"))}</a></p>`);
  return [
    `<!doctype html><html lang="${answer.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    // Its button posts back: with the site's no-referrer, a browser would post it from "Origin: null".
    SAME_ORIGIN_REFERRER,
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;overflow-wrap:anywhere">`,
    ...body,
    `</body></html>`,
  ].join("\n");
}
