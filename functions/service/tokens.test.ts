import { describe, expect, it } from "vitest";
import { Tokens } from "./tokens";

const key = (text: string) => new TextEncoder().encode(text.padEnd(64, "."));
const current = key("current");
const previous = key("previous");

describe("session key rotation", () => {
  it("still lets a player in with a session signed by the key before the last rotation", async () => {
    const beforeRotation = await new Tokens(previous).session("u1");
    const afterRotation = new Tokens(current, undefined, [previous]);
    expect(await afterRotation.verify(beforeRotation, "session")).toEqual({ userId: "u1", seatGrant: null });
    const seat = await new Tokens(previous).seatLink("u1", { gameId: "g1", seat: 1 });
    expect(await afterRotation.verify(seat, "seat")).toEqual({ userId: "u1", seatGrant: { gameId: "g1", seat: 1 } });
  });

  it("refuses a token signed with a key it does not hold", async () => {
    const forged = await new Tokens(key("unknown")).session("u1");
    expect(await new Tokens(current, undefined, [previous]).verify(forged, "session")).toBeNull();
  });

  it("signs with the current key only, so that a token outlives the next rotation", async () => {
    const token = await new Tokens(current, undefined, [previous]).session("u1");
    expect(await new Tokens(current).verify(token, "session")).not.toBeNull();
    expect(await new Tokens(previous).verify(token, "session")).toBeNull();
  });
});
