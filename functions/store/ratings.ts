// Per-game ratings (Glicko-2, functions/record/glicko2.ts) for games between signed-in people without
// bots. A finished game on the table's stream is rated once: the ratings and a ledger item
// (`NOTIFY#<game> / RATED`) are written in one transaction, each rating conditioned on the count of
// games it was computed from, so a record seen twice, or two games ending at once, never rate twice.
import {
  BatchGetItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { isConditionFailed } from "./outcomes";
import { fromAttributes, toAttributes } from "./attributes";
import { withRules } from "./rules";
import { NEW_RATING, rateGame, type Rating } from "../record/glicko2";
import type { GameRecord } from "../record/game";
import { socialKeys } from "./social-keys";
import type { ShownRating } from "../../shared/api/index";

export interface StoredRating extends Rating {
  game: string;
  /** Rated games so far. */
  games: number;
}

/**
 * Who a game is rated between, by seat: its people, but a seat a substitute took is its first player's
 * (docs/clocks.md, "Substitutes"); a guest or a bot is null.
 */
function ratedPeople(game: Pick<GameRecord, "players" | "substitutes">): (string | null)[] {
  return game.players.map((p, seat) => {
    const first = game.substitutes?.find((s) => s.seat === seat)?.leaver;
    if (first) return first.guest ? null : first.userId;
    return p.bot || p.guest ? null : p.userId;
  });
}

/** Rated only between distinct signed-in people (no guests, no bots, nobody playing two seats). */
function isRated(game: Pick<GameRecord, "status" | "players" | "result" | "substitutes">): boolean {
  const ids = ratedPeople(game);
  return (
    game.status === "finished" &&
    game.result !== null &&
    ids.every((id) => id !== null) &&
    new Set(ids).size === ids.length &&
    ids.length >= 2
  );
}

/**
 * Winners rank above everyone else; among the rest, and among winners, the higher score ranks higher.
 * A seat its player left to a substitute ranks below all: the player who left takes a loss.
 */
function rankingScores(result: NonNullable<GameRecord["result"]>, left: ReadonlySet<number>): number[] {
  const top = Math.max(0, ...result.scores.map(Math.abs)) + 1;
  return result.scores.map((score, seat) => (left.has(seat) ? -4 * top : score + (result.winners.includes(seat) ? 2 * top : 0)));
}

/** What a profile and the lobby show: the rating rounded, with its deviation. */
export const shownRating = (r: StoredRating): ShownRating => ({
  game: r.game,
  rating: Math.round(r.rating),
  deviation: Math.round(r.deviation),
  games: r.games,
});

export class RatingStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  async list(userId: string): Promise<StoredRating[]> {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :r)",
        ExpressionAttributeValues: { ":pk": { S: `USER#${userId}` }, ":r": { S: "RATING#" } },
      }),
    );
    return withRules(
      (page.Items ?? []).map((item) => fromItem(fromAttributes(item))),
      (rating) => rating.game,
    );
  }

  /** Each user's rating at `game` (absent: unrated so far). */
  async many(userIds: string[], game: string): Promise<Map<string, StoredRating>> {
    const out = new Map<string, StoredRating>();
    const unique = [...new Set(userIds)];
    for (let i = 0; i < unique.length; i += 100) {
      const page = await this.client.send(
        new BatchGetItemCommand({
          RequestItems: {
            [this.tableName]: {
              Keys: unique.slice(i, i + 100).map((id) => toAttributes(socialKeys.rating(id, game))),
              ConsistentRead: true,
            },
          },
        }),
      );
      for (const item of page.Responses?.[this.tableName] ?? []) {
        const raw = fromAttributes(item);
        out.set(raw.pk.slice("USER#".length), fromItem(raw));
      }
    }
    return out;
  }

  /**
   * Rates a finished game once; false when it is not rated (or was already). Once a substitute sat
   * down, only the players who left are rated, each with a loss: the game is unrated for the others.
   */
  async rate(game: GameRecord): Promise<boolean> {
    if (!isRated(game)) return false;
    const people = ratedPeople(game) as string[];
    const left = new Set((game.substitutes ?? []).map((s) => s.seat));
    const rated = people.flatMap((id, seat) => (left.size === 0 || left.has(seat) ? [{ id, seat }] : []));
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await this.many(people, game.game);
      const before = people.map((id) => current.get(id) ?? { ...NEW_RATING, game: game.game, games: 0 });
      const after = rateGame(before, rankingScores(game.result!, left));
      try {
        await this.client.send(
          new TransactWriteItemsCommand({
            TransactItems: [
              {
                Put: {
                  TableName: this.tableName,
                  Item: toAttributes(socialKeys.rated(game.id)),
                  ConditionExpression: "attribute_not_exists(pk)",
                },
              },
              ...rated.map(({ id, seat }) => ({
                Put: {
                  TableName: this.tableName,
                  Item: toAttributes({
                    ...socialKeys.rating(id, game.game),
                    game: game.game,
                    ...after[seat],
                    games: before[seat]!.games + 1,
                  }),
                  ConditionExpression: "attribute_not_exists(pk) OR games = :games",
                  ExpressionAttributeValues: toAttributes({ ":games": before[seat]!.games }),
                },
              })),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        if (isConditionFailed(error, 0)) return false; // rated already
        // Another game changed one of these ratings meanwhile: read them again.
      }
    }
    throw new Error(`ratings of game ${game.id}: too many concurrent changes`);
  }
}

function fromItem(raw: Record<string, unknown>): StoredRating {
  return {
    game: raw.game as string,
    rating: raw.rating as number,
    deviation: raw.deviation as number,
    volatility: raw.volatility as number,
    games: raw.games as number,
  };
}
