// Tournaments in the single table: one item each (TOUR#<id> / TOUR) holding the whole record, listed in
// gsi1 while open and public (the lobby) and in gsi2 while a start date is ahead (the clock). A round's
// games are written with the tournament in one transaction, so a round opens once. Leagues are one item
// each too (LEAGUE#<id> / LEAGUE): their members, seasons, each division a tournament; a public one is
// listed in gsi1 under LEAGUES (the lobby). Each invitation still unanswered is an item beside its user
// (USER#<id> / INVITE#LEAGUE#<league>), so a user's invitations are one Query.
import {
  type AttributeValue,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  type TransactWriteItem,
} from "@aws-sdk/client-dynamodb";
import type { LeagueInvitation } from "../../shared/api/index";
import type { GameRecord } from "../record/game";
import { openedRounds, tournamentDue, type LeagueRecord, type TournamentRecord } from "../record/tournament";
import { fromAttributes, toAttributes } from "./attributes";
import { gameItem, membershipItem } from "./games";
import { conditionally } from "./outcomes";
import { withRules, withRulesOf } from "./rules";
import { keys } from "./table";

function tournamentItem(tournament: TournamentRecord): Record<string, AttributeValue> {
  // How many rounds have opened, for the notifier to see a round open on the stream without the schedule.
  const roundsOpened = openedRounds(tournament).length;
  const item = toAttributes({ ...keys.tournament(tournament.id), ...tournament, roundsOpened });
  if (tournament.status === "open" && !tournament.private) {
    Object.assign(item, { gsi1pk: { S: "TOURNAMENTS" }, gsi1sk: { S: tournament.createdAt } });
  }
  const due = tournamentDue(tournament);
  if (due) Object.assign(item, { gsi2pk: { S: "DUE" }, gsi2sk: { S: `${due}#tour#${tournament.id}` } });
  return item;
}

function fromTournamentItem(item: Record<string, AttributeValue>): TournamentRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _1, gsi1sk: _2, gsi2pk: _3, gsi2sk: _4, roundsOpened: _5, ...record } = fromAttributes(item);
  return record as TournamentRecord;
}

function leagueItem(league: LeagueRecord): Record<string, AttributeValue> {
  const item = toAttributes({ ...keys.league(league.id), ...league });
  if (!league.settings.private) Object.assign(item, { gsi1pk: { S: "LEAGUES" }, gsi1sk: { S: league.createdAt } });
  return item;
}

function fromLeagueItem(item: Record<string, AttributeValue>): LeagueRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _1, gsi1sk: _2, ...record } = fromAttributes(item);
  return record as LeagueRecord;
}

const tournamentGame = (tournament: TournamentRecord) => tournament.game;
const leagueGame = (league: LeagueRecord) => league.settings.game;

export class TournamentStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  async get(id: string): Promise<TournamentRecord | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.tournament(id)), ConsistentRead: true }),
    );
    return withRulesOf(Item ? fromTournamentItem(Item) : null, tournamentGame);
  }

  /** Writes a new tournament, with `games` (its first round's, when it starts at once). */
  async create(tournament: TournamentRecord, games: GameRecord[] = []): Promise<void> {
    await this.write(tournament, { ConditionExpression: "attribute_not_exists(pk)" }, games);
  }

  /**
   * Replaces the tournament if nobody wrote it since `expectedRev` (Conflict otherwise), creating `games`
   * (a round's, each with its players' memberships) in the same transaction.
   */
  async save(tournament: TournamentRecord, expectedRev: number, games: GameRecord[] = []): Promise<void> {
    await this.write(
      tournament,
      { ConditionExpression: "rev = :rev", ExpressionAttributeValues: { ":rev": { N: String(expectedRev) } } },
      games,
    );
  }

  private async write(
    tournament: TournamentRecord,
    condition: { ConditionExpression: string; ExpressionAttributeValues?: Record<string, AttributeValue> },
    games: GameRecord[],
  ): Promise<void> {
    await conditionally(
      this.client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            { Put: { TableName: this.tableName, Item: tournamentItem(tournament), ...condition } },
            ...games.flatMap((game) => [
              { Put: { TableName: this.tableName, Item: gameItem(game), ConditionExpression: "attribute_not_exists(pk)" } },
              ...game.players.flatMap((p, seat) =>
                p.userId ? [{ Put: { TableName: this.tableName, Item: membershipItem(p.userId, game, seat) } }] : [],
              ),
            ]),
          ],
        }),
      ),
    );
  }

  async getLeague(id: string): Promise<LeagueRecord | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.league(id)), ConsistentRead: true }),
    );
    return withRulesOf(Item ? fromLeagueItem(Item) : null, leagueGame);
  }

  /** Writes a new league and an invitation beside each of `invited` (Conflict if the id is taken). */
  async createLeague(league: LeagueRecord, invited: readonly string[]): Promise<void> {
    const invitation = (userId: string): TransactWriteItem => ({
      Put: {
        TableName: this.tableName,
        Item: toAttributes({
          ...keys.leagueInvitation(userId, league.id),
          leagueId: league.id,
          name: league.name,
          invitedBy: league.createdByName,
          invitedAt: league.createdAt,
        }),
      },
    });
    await conditionally(
      this.client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            { Put: { TableName: this.tableName, Item: leagueItem(league), ConditionExpression: "attribute_not_exists(pk)" } },
            ...invited.map(invitation),
          ],
        }),
      ),
    );
  }

  /**
   * Writes the league unchanged since `expectedRev` (Conflict otherwise); `answered`: a user who
   * answered their invitation, whose invitation item goes in the same write.
   */
  async saveLeague(league: LeagueRecord, expectedRev: number, answered?: string): Promise<void> {
    const put = {
      TableName: this.tableName,
      Item: leagueItem(league),
      ConditionExpression: "rev = :rev",
      ExpressionAttributeValues: { ":rev": { N: String(expectedRev) } },
    };
    if (answered === undefined) {
      await conditionally(this.client.send(new PutItemCommand(put)));
      return;
    }
    const invitation = { TableName: this.tableName, Key: toAttributes(keys.leagueInvitation(answered, league.id)) };
    await conditionally(this.client.send(new TransactWriteItemsCommand({ TransactItems: [{ Put: put }, { Delete: invitation }] })));
  }

  /** The leagues inviting `userId` that they have not answered, newest first (at most `limit`). */
  async invitations(userId: string, limit: number): Promise<LeagueInvitation[]> {
    const { pk, sk } = keys.leagueInvitation(userId, "");
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :sk)",
        ExpressionAttributeValues: { ":pk": { S: pk }, ":sk": { S: sk } },
        Limit: limit,
      }),
    );
    return (page.Items ?? [])
      .map((item) => {
        const { leagueId, name, invitedBy, invitedAt } = fromAttributes(item);
        return { leagueId, name, invitedBy, invitedAt } as LeagueInvitation;
      })
      .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  }

  /** Public tournaments open for entry, newest first (the lobby). */
  async listOpen(limit: number): Promise<TournamentRecord[]> {
    return withRules((await this.newestIn("TOURNAMENTS", limit)).map(fromTournamentItem), tournamentGame);
  }

  /**
   * How many public tournaments `userId` created that are open for entry: the lobby's list, filtered in
   * the query to theirs and counted, so that no item leaves DynamoDB.
   */
  async countOpenCreatedBy(userId: string): Promise<number> {
    let count = 0;
    let startKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: "gsi1",
          KeyConditionExpression: "gsi1pk = :gsi",
          FilterExpression: "createdBy = :user",
          ExpressionAttributeValues: { ":gsi": { S: "TOURNAMENTS" }, ":user": { S: userId } },
          Select: "COUNT",
          ExclusiveStartKey: startKey,
        }),
      );
      count += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return count;
  }

  /** Public leagues, newest first (the lobby). */
  async listLeagues(limit: number): Promise<LeagueRecord[]> {
    return withRules((await this.newestIn("LEAGUES", limit)).map(fromLeagueItem), leagueGame);
  }

  private async newestIn(list: string, limit: number): Promise<Record<string, AttributeValue>[]> {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: "gsi1",
        KeyConditionExpression: "gsi1pk = :gsi",
        ExpressionAttributeValues: { ":gsi": { S: list } },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return page.Items ?? [];
  }
}
