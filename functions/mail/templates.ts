// Mail texts in English and French. Every value put into HTML is escaped.
import type { Lang } from "../store/users";
import type { OutgoingMail } from "./mailer";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  return [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:auto">`,
    `<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:.6rem 1rem;background:#1f6f50;color:#fff;border-radius:.4rem;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="color:#666;font-size:.85rem">${escapeHtml(action.url)}</p>`,
    `</body></html>`,
  ].join("\n");
}

export function signInMail(lang: Lang, to: string, url: string): OutgoingMail {
  const t =
    lang === "fr"
      ? {
          subject: "Votre lien de connexion à Turnpost",
          lines: ["Ouvrez ce lien pour vous connecter à Turnpost. Il ne sert qu'une fois et expire dans 15 minutes.", "Si vous n'avez rien demandé, ignorez ce message."],
          label: "Se connecter",
        }
      : {
          subject: "Your Turnpost sign-in link",
          lines: ["Open this link to sign in to Turnpost. It works once and expires in 15 minutes.", "If you did not ask for it, ignore this message."],
          label: "Sign in",
        };
  return {
    to,
    subject: t.subject,
    text: `${t.lines.join("\n\n")}\n\n${url}\n`,
    html: layout(t.subject, t.lines, { label: t.label, url }),
  };
}

export interface TurnMailInput {
  lang: Lang;
  to: string;
  gameName: string;
  opponents: string[];
  changes: string[];
  url: string;
  unsubscribeUrl: string;
}

export function yourTurnMail(input: TurnMailInput): OutgoingMail {
  const fr = input.lang === "fr";
  const subject = fr ? `À vous de jouer : ${input.gameName}` : `Your turn in ${input.gameName}`;
  const lines = [
    fr
      ? `C'est votre tour dans votre partie de ${input.gameName} avec ${input.opponents.join(", ")}.`
      : `It is your turn in your game of ${input.gameName} with ${input.opponents.join(", ")}.`,
    ...(input.changes.length ? [(fr ? "Depuis votre dernier coup : " : "Since your last move: ") + input.changes.join(" ")] : []),
  ];
  const label = fr ? "Jouer" : "Play";
  const footer = fr ? "Ne plus recevoir ces messages :" : "Stop these emails:";
  return {
    to: input.to,
    subject,
    text: `${lines.join("\n\n")}\n\n${input.url}\n\n${footer} ${input.unsubscribeUrl}\n`,
    html: layout(subject, lines, { label, url: input.url }).replace(
      "</body>",
      `<p style="color:#666;font-size:.8rem">${escapeHtml(footer)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(input.unsubscribeUrl)}</a></p></body>`,
    ),
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
