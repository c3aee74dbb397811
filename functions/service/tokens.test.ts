import { describe, expect, it } from "vitest";
import { Tokens } from "./tokens";

const key = (text: string) => new TextEncoder().encode(text.padEnd(64, "."));
const current = key("current");
const previous = key("previous");

describe("session key rotation", () => {
  it("still lets a player in with a session signed by the key before the last rotation", async () => {
    const beforeRotation = await new Tokens(previous).session("u1");
    const afterRotation = new Tokens(current, undefined, async () => [previous]);
    expect(await afterRotation.verify(beforeRotation, "session")).toEqual({ userId: "u1", seatGrant: null });
    const seat = await new Tokens(previous).seatLink("u1", { gameId: "g1", seat: 1 });
    expect(await afterRotation.verify(seat, "seat")).toEqual({ userId: "u1", seatGrant: { gameId: "g1", seat: 1 } });
  });

  it("refuses a token signed with a key it does not hold", async () => {
    const forged = await new Tokens(key("unknown")).session("u1");
    expect(await new Tokens(current, undefined, async () => [previous]).verify(forged, "session")).toBeNull();
  });

  it("asks for the keys a rotation keeps valid only for a token the current key does not verify", async () => {
    let asked = 0;
    const tokens = new Tokens(current, undefined, async () => {
      asked++;
      return [previous];
    });
    expect(await tokens.verify(await tokens.session("u1"), "session")).not.toBeNull();
    expect(await tokens.isPlayTokenOf(tokens.playToken("u1", { gameId: "g1", seat: 0, version: 3, turn: 1_790_000_000_000 }), "u1")).toBe(
      true,
    );
    expect(asked).toBe(0);
    expect(await tokens.verify(await new Tokens(previous).session("u2"), "session")).toEqual({ userId: "u2", seatGrant: null });
    expect(asked).toBe(1);
  });

  it("accepts a mail's move token signed with the key before the last rotation, and no other", async () => {
    const grant = { gameId: "g1", seat: 1, version: 7, turn: 1_790_000_000_000 };
    const afterRotation = new Tokens(current, undefined, async () => [previous]);
    expect(await afterRotation.isPlayTokenOf(new Tokens(previous).playToken("u1", grant), "u1")).toBe(true);
    expect(await afterRotation.isPlayTokenOf(new Tokens(previous).playToken("u1", grant), "u2")).toBe(false);
    expect(await afterRotation.isPlayTokenOf(new Tokens(key("unknown")).playToken("u1", grant), "u1")).toBe(false);
  });

  it("signs with the current key only, so that a token outlives the next rotation", async () => {
    const token = await new Tokens(current, undefined, async () => [previous]).session("u1");
    expect(await new Tokens(current).verify(token, "session")).not.toBeNull();
    expect(await new Tokens(previous).verify(token, "session")).toBeNull();
  });
});
