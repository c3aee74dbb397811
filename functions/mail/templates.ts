// Mail texts in English and French. Every value put into HTML is escaped.
import type { Lang } from "../store/users";
import type { OutgoingMail } from "./mailer";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A link as words, for the HTML part: the address stays in the href, never printed (it can be hundreds of characters). */
function link(label: string, url: string, style = ""): string {
  return `<a href="${escapeHtml(url)}"${style ? ` style="${style}"` : ""}>${escapeHtml(label)}</a>`;
}

const BUTTON = "display:inline-block;padding:.6rem 1rem;background:#1f6f50;color:#fff;border-radius:.4rem;text-decoration:none";

/** One column that narrows with the screen (a 360-px phone) and no fixed width anywhere. */
function layout(
  lang: Lang,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string[] = [],
  beforeAction: string[] = [],
): string {
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>`,
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:auto;padding:0 .75rem;overflow-wrap:anywhere">`,
    `<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...beforeAction,
    `<p>${link(action.label, action.url, BUTTON)}</p>`,
    ...footer,
    `</body></html>`,
  ].join("\n");
}

/** The plain-text part's link: the words, then the address alone on its line, so a client can make it a link. */
function textLink(lang: Lang, label: string, url: string): string {
  return `${label}${lang === "fr" ? " :" : ":"}\n${url}`;
}

/**
 * The link that confirms an address: the account's own, again, after it bounced (or was reported as spam),
 * or the one it asked to change to. Nothing else is mailed to it until the link is followed.
 */
export function emailConfirmationMail(lang: Lang, to: string, url: string, change: boolean): OutgoingMail {
  const t =
    lang === "fr"
      ? {
          subject: change ? "Confirmez votre nouvelle adresse Turnpost" : "Confirmez votre adresse Turnpost",
          lines: [
            change
              ? "Ouvrez ce lien pour que Turnpost vous écrive désormais à cette adresse. Votre ancienne adresse reste la vôtre jusque-là."
              : "Ouvrez ce lien pour que Turnpost vous écrive de nouveau à cette adresse : rien ne vous y est envoyé d’ici là.",
            "Il ne sert qu’une fois et expire dans 24 heures. Si vous n’avez rien demandé, ignorez ce message.",
          ],
          label: "Confirmer l’adresse",
        }
      : {
          subject: change ? "Confirm your new Turnpost address" : "Confirm your Turnpost address",
          lines: [
            change
              ? "Open this link to have Turnpost write to you at this address from now on. Your old address stays yours until then."
              : "Open this link to have Turnpost write to you at this address again: nothing is sent to it until then.",
            "It works once and expires in 24 hours. If you did not ask for it, ignore this message.",
          ],
          label: "Confirm the address",
        };
  return {
    to,
    subject: t.subject,
    text: `${t.lines.join("\n\n")}\n\n${textLink(lang, t.label, url)}\n`,
    html: layout(lang, t.subject, t.lines, { label: t.label, url }),
  };
}

export function signInMail(lang: Lang, to: string, url: string): OutgoingMail {
  const t =
    lang === "fr"
      ? {
          subject: "Votre lien de connexion à Turnpost",
          lines: [
            "Ouvrez ce lien pour vous connecter à Turnpost. Il ne sert qu'une fois et expire dans 15 minutes.",
            "Si vous n'avez rien demandé, ignorez ce message.",
          ],
          label: "Se connecter",
        }
      : {
          subject: "Your Turnpost sign-in link",
          lines: [
            "Open this link to sign in to Turnpost. It works once and expires in 15 minutes.",
            "If you did not ask for it, ignore this message.",
          ],
          label: "Sign in",
        };
  return {
    to,
    subject: t.subject,
    text: `${t.lines.join("\n\n")}\n\n${textLink(lang, t.label, url)}\n`,
    html: layout(lang, t.subject, t.lines, { label: t.label, url }),
  };
}

/** The link that confirms a request to delete an account (functions/service/account-deletion.ts). */
export function deletionMail(lang: Lang, to: string, url: string, graceDays: number): OutgoingMail {
  const t =
    lang === "fr"
      ? {
          subject: "Confirmez la suppression de votre compte Turnpost",
          lines: [
            `Ouvrez ce lien pour confirmer la suppression de votre compte Turnpost. Il ne sert qu'une fois et expire dans une heure. Votre compte sera supprimé ${graceDays} jours après la confirmation ; vous connecter d'ici là l'annule.`,
            "Si vous n'avez rien demandé, ignorez ce message : rien ne sera supprimé.",
          ],
          label: "Confirmer la suppression",
        }
      : {
          subject: "Confirm the deletion of your Turnpost account",
          lines: [
            `Open this link to confirm the deletion of your Turnpost account. It works once and expires in an hour. Your account is deleted ${graceDays} days after you confirm; signing in before then cancels it.`,
            "If you did not ask for it, ignore this message: nothing will be deleted.",
          ],
          label: "Confirm the deletion",
        };
  return {
    to,
    subject: t.subject,
    text: `${t.lines.join("\n\n")}\n\n${textLink(lang, t.label, url)}\n`,
    html: layout(lang, t.subject, t.lines, { label: t.label, url }),
  };
}

export interface NoticeMailInput {
  lang: Lang;
  to: string;
  subject: string;
  lines: string[];
  action: { label: string; url: string };
  unsubscribeUrl: string;
  /** The awaited seat's few moves, each a link to its confirmation page, numbered for a reply. */
  choices?: MailChoices | null;
}

export interface MailChoices {
  intro: string;
  moves: { label: string; url: string }[];
  /** Where a reply with a move's number plays it, and the line that says so; null: no reply receiver. */
  reply: { to: string; line: string } | null;
}

const CHOICE = "display:inline-block;padding:.4rem .8rem;border:1px solid #1f6f50;color:#1f6f50;border-radius:.4rem;text-decoration:none";

function choicesText(choices: MailChoices): string {
  // The number a reply names, the move's sentence, its page's address alone on the next line.
  const moves = choices.moves.map((move, i) => `${i + 1}. ${move.label}\n${move.url}`);
  return [choices.intro, ...moves, ...(choices.reply ? [choices.reply.line] : [])].join("\n\n");
}

function choicesHtml(choices: MailChoices): string[] {
  return [
    `<p>${escapeHtml(choices.intro)}</p>`,
    `<ol style="padding-left:1.5rem">${choices.moves.map((move) => `<li style="margin:.5rem 0">${link(move.label, move.url, CHOICE)}</li>`).join("")}</ol>`,
    ...(choices.reply ? [`<p>${escapeHtml(choices.reply.line)}</p>`] : []),
  ];
}

/** A plain message from Turnpost (moderation's): its lines and one link. */
export function plainMail(lang: Lang, to: string, subject: string, lines: string[], action: { label: string; url: string }): OutgoingMail {
  return {
    to,
    subject,
    text: `${lines.join("\n\n")}\n\n${textLink(lang, action.label, action.url)}\n`,
    html: layout(lang, subject, lines, action),
  };
}

/** A game notice (your turn, a reminder, the end, a digest): plain text and HTML, with RFC 8058 unsubscribe. */
export function noticeMail(input: NoticeMailInput): OutgoingMail {
  const stop = input.lang === "fr" ? "Ne plus recevoir ces messages" : "Stop these emails";
  const choices = input.choices ? `${choicesText(input.choices)}\n\n` : "";
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.lines.join("\n\n")}\n\n${choices}${textLink(input.lang, input.action.label, input.action.url)}\n\n${textLink(input.lang, stop, input.unsubscribeUrl)}\n`,
    html: layout(
      input.lang,
      input.subject,
      input.lines,
      input.action,
      [`<p style="color:#666;font-size:.8rem">${link(stop, input.unsubscribeUrl)}</p>`],
      input.choices ? choicesHtml(input.choices) : [],
    ),
    ...(input.choices?.reply ? { replyTo: input.choices.reply.to } : {}),
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * The answer to a reply that played (or did not play) a move: what happened, the next step's choices
 * when the turn goes on (a reply to this answer plays one), and the board.
 */
export function replyAnswerMail(input: {
  lang: Lang;
  to: string;
  subject: string;
  line: string;
  action: { label: string; url: string };
  choices?: MailChoices | null;
}): OutgoingMail {
  const choices = input.choices ? `${choicesText(input.choices)}\n\n` : "";
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.line}\n\n${choices}${textLink(input.lang, input.action.label, input.action.url)}\n`,
    html: layout(input.lang, input.subject, [input.line], input.action, [], input.choices ? choicesHtml(input.choices) : []),
    ...(input.choices?.reply ? { replyTo: input.choices.reply.to } : {}),
  };
}
