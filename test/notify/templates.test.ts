// A game email as a phone's mail app and a plain-text client show it: no long link printed as text (a
// seat link printed raw widened a mail to 1,900 px), every link behind words, and the plain part usable.
import { describe, expect, it } from "vitest";
import { noticeMail } from "../../functions/mail/templates";

const seatLink = `https://turnpost.example/play/g1#seat=${"eyJhbGciOiJIUzI1NiJ9".repeat(14)}`;
const unsubscribeUrl = `https://turnpost.example/api/unsubscribe?token=${"x".repeat(200)}`;
const mail = (lang: "en" | "fr") =>
  noticeMail({
    lang,
    to: "ann@example.org",
    subject: "Your turn vs Bob in Yucatàn (move 14)",
    lines: ["Bob played the 3."],
    action: { label: lang === "fr" ? "Jouer" : "Play", url: seatLink },
    unsubscribeUrl,
  });

/** The text a reader sees in the HTML part: tags and attributes dropped. */
const visible = (html: string) => html.replace(/<head>[\s\S]*<\/head>/, "").replace(/<[^>]+>/g, " ");

describe("a game email", () => {
  it("prints no link as text in HTML, sizes itself to a phone's width, and puts every link behind words", () => {
    const { html } = mail("en");
    expect(visible(html)).not.toMatch(/https?:/);
    expect(html).toContain(`href="${seatLink}"`);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // Nothing wider than the screen: no width in pixels, and long words may break.
    expect(html).not.toMatch(/(?<!max-)width:\s*\d|\swidth="\d/);
    expect(html).toMatch(/max-width:32rem/);
    expect(html).toMatch(/overflow-wrap:anywhere/);
  });

  it("gives a plain-text client each link on a line of its own, after the words it stands for", () => {
    expect(mail("en").text).toContain(`Play:\n${seatLink}\n`);
    expect(mail("fr").text).toContain(`Jouer :\n${seatLink}\n`);
    expect(mail("fr").text).toContain(`Ne plus recevoir ces messages :\n${unsubscribeUrl}\n`);
  });
});
