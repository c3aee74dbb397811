// The page behind the "stop these emails" link of game emails. Opening it changes nothing (mail scanners
// open every link): it says what would stop, and stops it only when one of its buttons posts, for this
// game or for every game; the answer can undo it. Plain HTML from the API, English or French.
import { escapeHtml } from "../mail/templates";
import { listOf } from "../../shared/i18n/index";
import type { Lang } from "../store/users";

/** The game a link names, as the reader knows it. */
export interface NamedGame {
  name: string;
  opponents: string[];
}

type UnsubscribeScope = "game" | "all";

export type UnsubscribeState =
  | { step: "ask" }
  | { step: "stopped"; scope: UnsubscribeScope }
  | { step: "resumed"; scope: UnsubscribeScope };

const WORDS = {
  en: {
    title: "Emails from Turnpost",
    game: (g: NamedGame) => `your game of ${g.name} with ${listOf(g.opponents, "en")}`,
    ask: "Which emails should stop?",
    nothingYet: "Nothing has changed yet: choose below.",
    justGame: (game: string) => `Just ${game}: no more email, push or chat message about it.`,
    justGameButton: "Stop for this game",
    all: "Every game: no more email about your turns, reminders, results or chat. Sign-in links still come when you ask for one.",
    allButton: "Stop every game email",
    stoppedGame: (game: string) => `Done: you will not be told about ${game} any more.`,
    stoppedAll: "Done: Turnpost will send you no more emails about games. You can turn them on again in Settings.",
    resumedGame: (game: string) => `Done: you will be told about ${game} again.`,
    resumedAll: "Done: Turnpost will email you about your games again.",
    undo: "Undo",
  },
  fr: {
    title: "Courriels de Turnpost",
    game: (g: NamedGame) => `votre partie de ${g.name} avec ${listOf(g.opponents, "fr")}`,
    ask: "Quels courriels arrêter ?",
    nothingYet: "Rien n’a encore changé : choisissez ci-dessous.",
    justGame: (game: string) => `Seulement ${game} : plus aucun courriel, notification ni message de discussion à son sujet.`,
    justGameButton: "Arrêter pour cette partie",
    all: "Toutes les parties : plus aucun courriel pour vos tours, les rappels, les résultats ou la discussion. Les liens de connexion arrivent toujours quand vous en demandez un.",
    allButton: "Arrêter tous les courriels de parties",
    stoppedGame: (game: string) => `C’est fait : Turnpost ne vous préviendra plus pour ${game}.`,
    stoppedAll: "C’est fait : Turnpost ne vous enverra plus de courriel au sujet des parties. Vous pouvez les réactiver dans les réglages.",
    resumedGame: (game: string) => `C’est fait : Turnpost vous préviendra de nouveau pour ${game}.`,
    resumedAll: "C’est fait : Turnpost vous écrira de nouveau au sujet de vos parties.",
    undo: "Annuler",
  },
} as const;

function form(action: string, field: "stop" | "resume", scope: UnsubscribeScope, label: string): string {
  return [
    `<form method="post" action="${escapeHtml(action)}" style="margin:1rem 0">`,
    `<input type="hidden" name="${field}" value="${scope}">`,
    `<button type="submit" style="font-size:1rem;padding:.5rem 1rem">${escapeHtml(label)}</button>`,
    `</form>`,
  ].join("");
}

/** The page for `state`; `action` is the link itself (its token is the only authority the forms carry). */
export function unsubscribePage(lang: Lang, state: UnsubscribeState, action: string, game: NamedGame | null): string {
  const t = WORDS[lang];
  const about = game ? t.game(game) : null;
  const body: string[] = [];
  switch (state.step) {
    case "ask":
      body.push(`<h1 style="font-size:1.25rem">${escapeHtml(t.ask)}</h1>`, `<p>${escapeHtml(t.nothingYet)}</p>`);
      if (about) body.push(`<p>${escapeHtml(t.justGame(about))}</p>`, form(action, "stop", "game", t.justGameButton));
      body.push(`<p>${escapeHtml(t.all)}</p>`, form(action, "stop", "all", t.allButton));
      break;
    case "stopped":
      body.push(
        `<p>${escapeHtml(state.scope === "game" && about ? t.stoppedGame(about) : t.stoppedAll)}</p>`,
        form(action, "resume", state.scope, t.undo),
      );
      break;
    case "resumed":
      body.push(`<p>${escapeHtml(state.scope === "game" && about ? t.resumedGame(about) : t.resumedAll)}</p>`);
      break;
  }
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(t.title)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5">`,
    ...body,
    `</body></html>`,
  ].join("\n");
}
