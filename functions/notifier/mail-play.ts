// Playing a turn from its notice: the "your turn" mail lists the awaited seat's few legal moves, or its
// few whole turns (every step of the turn at once), each a button to a confirmation page and a number to
// answer by mail (play+<token>@<reply domain>). Both come here with the move token of that seat and that
// version (Tokens.playToken) and a choice number; the moves go through GameService.playTurn like any
// other, in one write, under a clientMoveId made from the token, so a second press or a replayed mail
// plays nothing more. The transports (functions/http/mail-play.ts, and through ./mail-reply.ts the SMTP
// receiver of the local stack and the mail-reply Lambda) only carry what they receive here.
import { gameModule, isGameId } from "../../shared/games/index";
import { turnChoices, type WholeTurn } from "../../shared/engine/whole-turns";
import type { Translate } from "../../shared/i18n/index";
import type { AnyGameModule } from "../../shared/games/module";
import { mailLinkGen, type GameRecord } from "../record/game";
import { DomainError } from "../record/errors";
import { sha256Hex } from "../store/ids";
import type { GameStore } from "../store/games";
import type { Lang, User, UserStore } from "../store/users";
import { definitionOf, type GameService } from "../service/games";
import { Tokens, type PlayGrant } from "../service/tokens";
import type { Config } from "../config";
import { previewImageUrl } from "../previews/describe";
import { phraser } from "./phrase";

/** The most moves a notice lists: beyond this, a list is no quicker than the board. */
export const MAX_MAIL_CHOICES = 6;

/** The choices a notice offers one seat, and how to play them. */
export interface MailOffer {
  /** Each move in the reader's words, numbered from 1 in this order, with its confirmation page. */
  choices: { label: string; url: string }[];
  /** The address a reply plays by; null where no reply receiver is set up. */
  replyTo: string | null;
}

/** What a move token and a choice come to. */
export type PlayOutcome =
  | { kind: "ask"; move: string }
  | { kind: "played"; move: string }
  | { kind: "already-played" }
  | { kind: "stale" }
  | { kind: "not-understood"; count: number }
  | { kind: "not-allowed" };

/** The game a move token names, as its page and answer mail show it. */
interface PlayedGame {
  id: string;
  name: string;
  /** The board: with a seat link for the token's seat while its turn lasts, else the game's public page. */
  boardUrl: string;
  imageUrl: string | null;
}

/** An outcome with what its page or mail shows around it; no game for a forged token. */
export interface PlayAnswer {
  outcome: PlayOutcome;
  lang: Lang;
  game: PlayedGame | null;
  /** After a step that leaves the seat's turn going on (Balam, Rio): the next step's few choices. */
  next?: MailOffer | null;
}

export interface MailPlayDeps {
  config: Pick<Config, "appUrl" | "replyDomain">;
  now: () => Date;
  games: GameStore;
  users: UserStore;
  service: GameService;
  tokens: Tokens;
}

/** An answer, and the seat's user it was read for (null for a forged token). */
export type ReadAnswer = PlayAnswer & { reader: User | null };

/** One offered choice: its moves (one, or a whole turn's steps in order) and their words. */
interface MailChoice {
  moves: unknown[];
  label: string;
}

/**
 * What a notice offers a seat, in its reader's words, or null when it should list nothing (not awaited,
 * no move, or too many): its whole turns where they are few and one has several steps, else its moves.
 */
async function mailChoices(game: GameRecord, seat: number, lang: Lang): Promise<MailChoice[] | null> {
  if (!isGameId(game.game) || !game.awaiting.includes(seat)) return null;
  const module: AnyGameModule = gameModule(game.game);
  const { definition } = module;
  const turns = turnChoices(definition, game.players.length, game.state, seat, MAX_MAIL_CHOICES);
  if (!turns) return null;
  const { t, player } = await phraser(
    lang,
    game.players.map((p) => p.name),
  );
  // Each step in the words of what this seat may see before it: its own view, never the state. Turns
  // that begin alike share their first states: each is viewed once.
  const views = new Map<unknown, unknown>();
  const viewOf = (state: unknown) => views.get(state) ?? views.set(state, definition.view(state, seat)).get(state);
  const label = ({ state, move }: WholeTurn[number]) => module.describeMove(move, { view: viewOf(state), seat, t, playerName: player });
  return turns.map((turn) => ({ moves: turn.map(({ move }) => move), label: turn.map(label).join(" → ") }));
}

/** An outcome in the reader's words. */
export function outcomeLine(outcome: PlayOutcome, t: Translate): string {
  switch (outcome.kind) {
    case "ask":
      return t("mailPlay.ask");
    case "played":
      return t("mailPlay.played", { move: outcome.move });
    case "already-played":
      return t("mailPlay.alreadyPlayed");
    case "stale":
      return t("mailPlay.stale");
    case "not-understood":
      return t("mailPlay.notUnderstood", { count: outcome.count });
    case "not-allowed":
      return t("mailPlay.notAllowed");
  }
}

export class MailPlay {
  constructor(private readonly deps: MailPlayDeps) {}

  private link(path: string): string {
    return new URL(path, this.deps.config.appUrl).toString();
  }

  /** The choices a "your turn" notice offers `seat` (whose user is `userId`), or null when it lists none. */
  async offer(game: GameRecord, seat: number, userId: string, lang: Lang): Promise<MailOffer | null> {
    const moves = await mailChoices(game, seat, lang);
    if (!moves || game.turnSince === null) return null;
    const token = this.deps.tokens.playToken(userId, { gameId: game.id, seat, version: game.version, turn: Date.parse(game.turnSince) });
    const domain = this.deps.config.replyDomain;
    return {
      choices: moves.map(({ label }, i) => ({ label, url: this.link(`/api/mail-move?token=${token}&choice=${i + 1}`) })),
      replyTo: domain ? `play+${token}@${domain}` : null,
    };
  }

  /** What pressing `choice` would play (a GET: it changes nothing, whoever opens the link). */
  show(token: string, choice: number): Promise<PlayAnswer> {
    return this.answer(token, choice, false);
  }

  /** Plays `choice` (the confirmation page's POST, a reply). */
  play(token: string, choice: number): Promise<ReadAnswer> {
    return this.answer(token, choice, true);
  }

  /**
   * Whether the seat is still in the turn its token was made for (the game's turn began then, and the
   * seat is still awaited: in a turn of several steps, until its last), and before the turn's deadline.
   */
  private isInTurn(game: GameRecord, grant: PlayGrant): boolean {
    const since = game.turnSince === null ? Number.NaN : Date.parse(game.turnSince);
    const beforeDeadline = game.deadline === null || this.deps.now().getTime() < Date.parse(game.deadline);
    return game.status === "active" && game.awaiting.includes(grant.seat) && since === grant.turn && beforeDeadline;
  }

  private async answer(token: string, choice: number, play: boolean): Promise<ReadAnswer> {
    const forged = { outcome: { kind: "not-allowed" }, lang: "en", game: null, reader: null } as const;
    const grant = Tokens.playGrantOf(token);
    const game = grant ? await this.deps.games.get(grant.gameId) : null;
    const userId = grant && game?.players[grant.seat]?.userId;
    if (!grant || !game || !userId || !(await this.deps.tokens.isPlayTokenOf(token, userId))) return forged;
    const user = await this.deps.users.get(userId);
    const lang = user?.lang ?? "en";
    const inTurn = this.isInTurn(game, grant);
    // Only a token whose turn lasts signs its reader in: an old mail, forwarded or archived, opens the public page.
    const seatLink =
      inTurn && (await this.deps.tokens.mailSeatLink(userId, { gameId: game.id, seat: grant.seat, gen: mailLinkGen(game, grant.seat) }));
    const about = {
      lang,
      reader: user,
      game: {
        id: game.id,
        name: definitionOf(game.game).name,
        boardUrl: this.link(seatLink ? `/play/${game.id}#seat=${seatLink}` : `/play/${game.id}`),
        imageUrl: previewImageUrl(this.deps.config.appUrl, game),
      },
    };
    const clientMoveId = `mail-${sha256Hex(token).slice(0, 32)}`;
    if (game.version !== grant.version || !inTurn) {
      const next = await this.deps.games.getEvent(game.id, grant.version + 1);
      return { ...about, outcome: { kind: next?.clientMoveId === clientMoveId ? "already-played" : "stale" } };
    }
    const moves = await mailChoices(game, grant.seat, lang);
    if (!moves) return { ...about, outcome: { kind: "stale" } };
    const chosen = moves[choice - 1];
    if (!chosen) return { ...about, outcome: { kind: "not-understood", count: moves.length } };
    if (!play) return { ...about, outcome: { kind: "ask", move: chosen.label } };
    const principal = { userId, seatGrant: { gameId: game.id, seat: grant.seat } };
    try {
      const moved = await this.deps.service.playTurn(principal, game.id, { version: grant.version, moves: chosen.moves, clientMoveId });
      if (moved.replayed) return { ...about, outcome: { kind: "already-played" } };
      // A turn of several steps goes on from here, one tap a step, while each step has few choices.
      const next = await this.offer(moved.game, grant.seat, userId, lang);
      return { ...about, outcome: { kind: "played", move: chosen.label }, next };
    } catch (error) {
      // Another move got there first (the board, another tap): this one is stale, or already played.
      if (error instanceof DomainError && error.kind === "conflict") {
        const now = await this.answer(token, choice, false);
        return now.outcome.kind === "ask" ? { ...now, outcome: { kind: "stale" } } : now;
      }
      // A seat that forfeited on time: the server plays it now.
      if (error instanceof DomainError && error.kind === "forbidden") return { ...about, outcome: { kind: "not-allowed" } };
      throw error;
    }
  }
}
