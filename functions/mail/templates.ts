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

export interface NoticeMailInput {
  lang: Lang;
  to: string;
  subject: string;
  lines: string[];
  action: { label: string; url: string };
  unsubscribeUrl: string;
}

/** A game notice (your turn, a reminder, the end, a digest): plain text and HTML, with RFC 8058 unsubscribe. */
export function noticeMail(input: NoticeMailInput): OutgoingMail {
  const footer = input.lang === "fr" ? "Ne plus recevoir ces messages :" : "Stop these emails:";
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.lines.join("\n\n")}\n\n${input.action.url}\n\n${footer} ${input.unsubscribeUrl}\n`,
    html: layout(input.subject, input.lines, input.action).replace(
      "</body>",
      `<p style="color:#666;font-size:.8rem">${escapeHtml(footer)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(input.unsubscribeUrl)}</a></p></body>`,
    ),
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
