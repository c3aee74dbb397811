// The designed boards for 2, 3 and 4 players (the published layouts exist only as pictures; see
// docs/games/yucatan.md for the reasoning and the drawings). Each map is a hexagon of hexes, one token a
// hex: `.` jungle, `,` deep jungle (beside no river), `B` beach (beside the great river), `^` mountain,
// `~` great river, a digit for the city of that seat; the letters after a mark are the small rivers the
// hex is beside. Seats sit clockwise around the board, seat 0 at the top (at 4: top left).
import { type Board, parseBoard } from "./board";

const TWO_PLAYERS = `
            .a  ,   ,   .c  ,   ,   ,
          .a  ,   ^   ^   .c  ,   ,   ,
        .a  .a  ,   ,   .c  .c  ,   ,   B
      .a  ,   0a  ,   ,   .c  .c  B   B   ~
    ^   ,   ,   .a  .a  .a  B   Bc  ~   ~   B
  ^   ^   ,   ,   Ba  Ba  B   ~   ~   B   B   ,
,   ,   ,   B   Ba  ~   ~   ~   Bb  B   ,   ,   ,
  ,   B   B   ~   ~   B   Bb  Bb  ,   ,   ^   ^
    B   ~   ~   Bd  B   .b  .b  .b  ,   ,   ^
      ~   B   B   .d  .d  ,   ,   1b  ,   .b
        B   ,   ,   .d  .d  ,   ,   .b  .b
          ,   ,   ,   .d  ^   ^   ,   .b
            ,   ,   ,   .d  ,   ,   .b`;

const THREE_PLAYERS = `
              ,   .d  ,   .a  .a  ,   ,   ,
            ,   .d  .d  ,   .a  .a  ,   ^   ,
          B   B   .d  ,   ,   0a  ,   ^   ,   ,
        ~   ~   Bd  Bd  ,   .a  .a  ,   ^   ,   B
      B   B   ~   ~   B   B   .a  ,   ,   B   B   ~
    ,   ,   B   B   ~   ~   Ba  .a  B   B   ~   ~   B
  ,   ,   ^   ,   B   Bc  ~   Ba  Ba  ~   ~   Be  B   ,
,   ^   ^   ,   ,   .c  Bc  ~   ~   ~   B   Be  .e  .e  ,
  ,   ,   ,   .c  .c  Bc  ~   Bb  Bb  B   ,   ,   .e  .e
    ,   .c  2c  .c  B   ~   Bb  .b  .b  .b  ,   ,   ,
      .c  .c  ,   ,   B   ~   B   ,   .b  1b  .b  .b
        .c  ,   ,   Bf  ~   B   ,   ,   ,   .b  .b
          ,   .f  .f  Bf  ~   B   ^   ^   ,   ,
            .f  .f  B   ~   B   ,   ,   ^   ,
              ,   ,   B   ~   B   ,   ,   ,`;

const FOUR_PLAYERS = `
                ,   ,   ,   ,   ,   ,   ,   ,   ,
              ,   ,   ,   ,   ^   ^   ,   ,   ,   ,
            ,   ,   ,   ,   ,   ,   ,   ,   ,   ,   ,
          ,   ,   ,   ,   ,   ^   ^   ,   ,   ,   ,   ,
        ,   ,   0ab .b  ,   ,   ,   ,   ,   .d  1cd ,   ,
      ,   ,   .a  ,   .b  .b  ,   ,   .d  .d  ,   .c  ,   ,
    ^   ,   .a  .a  ,   .b  Bb  B   Bd  .d  ,   .c  .c  ,   ^
  B   ^   B   Ba  Ba  B   Bb  ~   ~   Bd  B   Bc  Bc  B   ^   B
~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~
  B   ^   B   Bg  Bg  B   Bh  ~   ~   Bf  B   Be  Be  B   ^   B
    ^   ,   .g  .g  ,   .h  Bh  B   Bf  .f  ,   .e  .e  ,   ^
      ,   ,   .g  ,   .h  .h  ,   ,   .f  .f  ,   .e  ,   ,
        ,   ,   3gh .h  ,   ,   ,   ,   ,   .f  2ef ,   ,
          ,   ,   ,   ,   ,   ^   ^   ,   ,   ,   ,   ,
            ,   ,   ,   ,   ,   ,   ,   ,   ,   ,   ,
              ,   ,   ,   ,   ^   ^   ,   ,   ,   ,
                ,   ,   ,   ,   ,   ,   ,   ,   ,`;

/** The player counts with a designed board. */
export const BOARD_PLAYER_COUNTS = [2, 3, 4] as const;

const boards = new Map<number, Board>();

/**
 * The board for `players`, read from its map on first use: a cold server that plays another game, or
 * another count, never reads it (the three took about 2 ms at import in a Lambda's cold start).
 */
export function boardFor(players: number): Board {
  let board = boards.get(players);
  if (!board) {
    if (players === 2) board = parseBoard("yucatan-2", 2, "half-turn", 6, TWO_PLAYERS);
    else if (players === 3) board = parseBoard("yucatan-3", 3, "third-turn", 7, THREE_PLAYERS);
    else if (players === 4) board = parseBoard("yucatan-4", 4, "two mirrors", 8, FOUR_PLAYERS);
    else throw new Error(`Yucatàn has no board for ${players} players`);
    boards.set(players, board);
  }
  return board;
}

export const GUILDS = ["jaguar", "hummingbird", "snake"] as const;
export type Guild = (typeof GUILDS)[number];
/** Each guild beats the next one round: jaguar beats snake, snake beats hummingbird, hummingbird beats jaguar. */
export const BEATS: Record<Guild, Guild> = { jaguar: "snake", snake: "hummingbird", hummingbird: "jaguar" };

export const WARRIORS_PER_GUILD = 3;
export const VILLAGES_PER_PLAYER = 8;
export const NEUTRAL_VILLAGES = 12;
export const PRISONER_TOKENS = 50;
export const CARRY_LIMIT = 3;
export const PRISONERS_PER_LEVEL = 3;
export const PYRAMID_LEVELS = 5;
