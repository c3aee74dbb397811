// What the tournaments read from the table's stream (called by the notifier): a tournament game that
// ended, or whose player forfeited, is reported to the tournament (its standings, a dropped player, the
// next round); a round that opened and a tournament that ended are mailed to its players, once each
// through the notifier's ledger.

import { standsIn } from "../record/rescue";
import { gameRules } from "../../shared/games/index";
import { listOf } from "../../shared/i18n/index";
import type { Config } from "../config";
import { currentStandings, type TournamentRecord } from "../record/tournament";
import type { Tokens } from "../service/tokens";
import type { LeagueService } from "../service/leagues";
import type { TournamentService } from "../service/tournaments";
import type { NoticeStore } from "../store/notices";
import type { User, UserStore } from "../store/users";
import type { EmailChannel, NoticeMessage } from "./channels";
import { sendOnce } from "./ledger";
import { phraser } from "./phrase";
import { type ChangeRecord, readChange } from "../store/changes";

interface TournamentNoticeDeps {
  config: Config;
  users: UserStore;
  notices: NoticeStore;
  tokens: Tokens;
}

export class TournamentNotices {
  constructor(
    private readonly deps: TournamentNoticeDeps,
    private readonly tournaments: TournamentService,
    private readonly leagues: LeagueService | null,
    private readonly email: EmailChannel,
  ) {}

  async handle(record: ChangeRecord): Promise<void> {
    const change = readChange(record);
    if (change.kind === "game") {
      const { before, after } = change;
      if (!after.tournamentId) return;
      const ended = after.status === "finished" && before?.status !== "finished";
      const forfeited = after.forfeited.length > (before?.forfeited.length ?? 0);
      const standIn = after.players.some((_, seat) => standsIn(after, seat) && !(before && standsIn(before, seat)));
      if (ended || forfeited || standIn) await this.tournaments.gameChanged(after.id);
      return;
    }
    if (change.kind !== "tournament") return;
    const opened = change.after.roundsOpened;
    const ended = change.after.status === "finished" && change.before?.status !== "finished";
    if (opened <= (change.before?.roundsOpened ?? 0) && !ended) return;
    const tournament = await this.tournaments.load(change.after.id);
    if (opened > (change.before?.roundsOpened ?? 0)) await this.tellRound(tournament, opened);
    if (ended) {
      await this.tellEnd(tournament);
      await this.leagues?.divisionEnded(tournament);
    }
  }

  /** Each player with a game in round `number` gets its links. */
  private async tellRound(tournament: TournamentRecord, number: number): Promise<void> {
    const round = tournament.rounds[number - 1];
    if (!round) return;
    for (const table of round.tables) {
      if (!table.gameId) continue;
      for (const [seat, userId] of table.seats.entries()) {
        // The seat's own link, as a turn mail carries: a mail app on a phone has no session. The game
        // was just made, so its seat links are at their first generation.
        const token = await this.deps.tokens.mailSeatLink(userId, { gameId: table.gameId, seat, gen: 0 });
        await this.mail(tournament, userId, number, "round", (t, lang) => {
          const opponents = listOf(
            table.seats.filter((other) => other !== userId).map((other) => nameIn(tournament, other)),
            lang,
          );
          const game = gameRules(tournament.game).name;
          const line = t("tournament.roundLine", { round: number, game });
          return {
            subject: t("tournament.roundSubject", { round: number, game }),
            lines: [line, namedBy(t, tournament), t("tournament.roundGame", { opponents, days: tournament.timePerMoveDays })],
            short: line,
            action: { label: t("notice.play"), url: this.link(`/play/${table.gameId}#seat=${token}`) },
          };
        });
      }
    }
  }

  /** Every entrant gets the final standings. */
  private async tellEnd(tournament: TournamentRecord): Promise<void> {
    const standings = currentStandings(tournament);
    for (const entrant of tournament.entrants) {
      await this.mail(tournament, entrant.userId, tournament.rounds.length + 1, "end", (t) => {
        const game = gameRules(tournament.game).name;
        const line = t("tournament.endLine", { game });
        return {
          subject: t("tournament.endSubject", { game }),
          lines: [
            line,
            namedBy(t, tournament),
            ...standings
              .slice(0, 10)
              .map((s) => t("tournament.standingLine", { rank: s.rank, name: nameIn(tournament, s.entrant), points: s.points })),
          ],
          short: line,
          action: { label: t("tournament.open"), url: this.link(`/t/${tournament.id}`) },
        };
      });
    }
  }

  /** Mails one player once (the ledger: tournament, round, entrant, kind), if they take notices by mail. */
  private async mail(
    tournament: TournamentRecord,
    userId: string,
    round: number,
    kind: "round" | "end",
    compose: (t: Awaited<ReturnType<typeof phraser>>["t"], lang: User["lang"]) => Omit<NoticeMessage, "unsubscribeUrl">,
  ): Promise<void> {
    const user = await this.deps.users.get(userId);
    if (!user?.email || !user.turnEmails) return;
    const notice = {
      gameId: `TOUR-${tournament.id}`,
      version: round,
      seat: tournament.entrants.findIndex((e) => e.userId === userId),
      kind,
    };
    // At least once, as a game's notices: marked in the ledger once the mail service took it.
    if ((await this.deps.notices.sentChannels(notice)).has("email")) return;
    const { t } = await phraser(user.lang, []);
    const unsubscribeUrl = this.link(`/api/unsubscribe?token=${await this.deps.tokens.unsubscribe(user.id)}`);
    await sendOnce(this.deps.notices, notice, "email", () =>
      this.email.send(user, { ...compose(t, user.lang), unsubscribeUrl, image: null }),
    );
  }

  private link(path: string): string {
    return new URL(path, this.deps.config.appUrl).toString();
  }
}

/**
 * The tournament's name is its creator's words: never in a subject, and in a body only quoted and said
 * to be theirs, so that Turnpost's own mail never speaks them as its own (a league's name included).
 */
function namedBy(t: Awaited<ReturnType<typeof phraser>>["t"], tournament: TournamentRecord): string {
  return t("tournament.namedBy", { name: tournament.name });
}

function nameIn(tournament: TournamentRecord, userId: string): string {
  return tournament.entrants.find((e) => e.userId === userId)?.name ?? "?";
}
