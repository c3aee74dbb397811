// The social items of the single table (chat, notes, chat mail batches, ratings), beside store/table.ts.
export const socialKeys = {
  chat: (gameId: string, at: string, rand: string) => ({ pk: `GAME#${gameId}`, sk: `CHAT#${at}#${rand}` }),
  note: (userId: string, gameId: string) => ({ pk: `USER#${userId}`, sk: `NOTE#${gameId}` }),
  /** Chat messages waiting to be mailed to a user, one item per game: the first message makes it. */
  chatMail: (userId: string, gameId: string) => ({ pk: `USER#${userId}`, sk: `CHATMAIL#${gameId}` }),
  rating: (userId: string, game: string) => ({ pk: `USER#${userId}`, sk: `RATING#${game}` }),
  /** A finished game's ratings were applied (put in the same transaction as the ratings). */
  rated: (gameId: string) => ({ pk: `NOTIFY#${gameId}`, sk: "RATED" }),
};
