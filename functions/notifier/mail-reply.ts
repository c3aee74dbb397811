// Replies to "your turn" mails (play+<token>@<reply domain>): the number on a reply's first line plays
// that move through ./mail-play.ts. Anyone can write to a reply address and name any sender, so a reply
// never makes Turnpost mail more than once: a sender's and a token's replies are counted and bounded
// per hour, and one answer at most goes per token, to the seat's own address, only while the token is
// live and as that player's mail preferences allow.
import type { Mailer } from "../mail/mailer";
import { replyAnswerMail } from "../mail/templates";
import type { InboundMail } from "../mail/inbound";
import type { GameStore } from "../store/games";
import type { HourlyLimiter } from "../store/hourly-limiter";
import type { NoticeStore } from "../store/notices";
import { Tokens } from "../service/tokens";
import { outcomeLine, type MailPlay, type PlayOutcome, type ReadAnswer } from "./mail-play";
import { phraser } from "./phrase";

/** Replies a token plays per hour: a few tries at the number; then the board. */
const REPLIES_PER_TOKEN = 5;
/** Replies one sender is read for per hour, whatever their tokens: a player answers a few turns an hour. */
const REPLIES_PER_SENDER = 20;

export interface MailRepliesDeps {
  play: MailPlay;
  hourly: Pick<HourlyLimiter, "counts">;
  notices: Pick<NoticeStore, "claim" | "release">;
  games: Pick<GameStore, "isMuted">;
  mailer: Mailer;
  now: () => Date;
}

/** The first line of a reply that says something, if it is a number ("2", "2.", " 2 "). */
function choiceOfReply(text: string): number | null {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== "");
  const match = /^\s*(\d{1,2})\s*[.)]?\s*$/.exec(first ?? "");
  return match ? Number(match[1]) : null;
}

export class MailReplies {
  constructor(private readonly deps: MailRepliesDeps) {}

  /**
   * Plays a reply: the move token from the address it was sent to, the number on its first line. Null
   * when it was not read (no token, or past a bound); what it came to otherwise.
   */
  async reply(mail: InboundMail): Promise<PlayOutcome | null> {
    const token = mail.recipients.map((address) => /^play\+([^@]+)@/i.exec(address)?.[1]).find((t) => t !== undefined);
    const now = this.deps.now();
    if (!(await this.deps.hourly.counts(`reply-sender:${mail.from ?? ""}`, REPLIES_PER_SENDER, now))) return null;
    const grant = token === undefined ? null : Tokens.playGrantOf(token);
    // Keyed by the whole token: forged ones count apart and never use up the seat's own.
    if (!token || !grant || !(await this.deps.hourly.counts(`reply-token:${token}`, REPLIES_PER_TOKEN, now))) return null;
    const answer = await this.deps.play.play(token, choiceOfReply(mail.text) ?? 0);
    const to = await this.answerTo(answer);
    if (!to || !answer.game) return answer.outcome;
    // One answer per token, however many replies get this far.
    const key = { gameId: answer.game.id, version: grant.version, seat: grant.seat, kind: "reply" };
    if (!(await this.deps.notices.claim(key, "mail"))) return answer.outcome;
    const { t } = await phraser(answer.lang, []);
    try {
      await this.deps.mailer.send(
        replyAnswerMail({
          lang: answer.lang,
          to,
          subject: t("mailPlay.answerSubject", { game: answer.game.name }),
          line: outcomeLine(answer.outcome, t),
          action: { label: t("mailPlay.board"), url: answer.game.boardUrl },
          choices: answer.next && {
            intro: t("notice.choices"),
            moves: answer.next.choices,
            reply: answer.next.replyTo ? { to: answer.next.replyTo, line: t("notice.replyToPlay") } : null,
          },
        }),
      );
    } catch (error) {
      await this.deps.notices.release(key, "mail");
      throw error;
    }
    return answer.outcome;
  }

  /**
   * The seat's own address, when a reply may be answered: its token was live (it played, or its number
   * was not understood; a forged or spent token is answered nothing), and the player wants turn mails
   * and has not muted the game.
   */
  private async answerTo({ outcome, reader, game }: ReadAnswer): Promise<string | null> {
    if (outcome.kind !== "played" && outcome.kind !== "not-understood") return null;
    if (!reader?.email || !reader.turnEmails || !game) return null;
    return (await this.deps.games.isMuted(reader.id, game.id)) ? null : reader.email;
  }
}
