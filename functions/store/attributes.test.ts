import { describe, expect, it } from "vitest";
import { fromAttributes, toAttribute, toAttributes } from "./attributes";

describe("attribute values", () => {
  it("stores JSON-shaped data and bytes, and reads them back as they were", () => {
    const record = {
      name: "Ann",
      seats: [0, 2.5, -1],
      guest: false,
      deadline: null,
      players: [{ userId: "u1", name: null, bot: undefined }],
      options: {},
      stateZ: new Uint8Array([1, 2, 3]),
    };
    const item = toAttributes(record);
    expect(item).toEqual({
      name: { S: "Ann" },
      seats: { L: [{ N: "0" }, { N: "2.5" }, { N: "-1" }] },
      guest: { BOOL: false },
      deadline: { NULL: true },
      players: { L: [{ M: { userId: { S: "u1" }, name: { NULL: true } } }] },
      options: { M: {} },
      stateZ: { B: new Uint8Array([1, 2, 3]) },
    });
    expect(fromAttributes(item)).toEqual({ ...record, players: [{ userId: "u1", name: null }] });
  });

  it("leaves undefined out of maps and lists, as JSON does", () => {
    expect(toAttributes({ kept: 1, gone: undefined })).toEqual({ kept: { N: "1" } });
    expect(toAttribute([1, undefined, 2])).toEqual({ L: [{ N: "1" }, { N: "2" }] });
  });

  it("refuses what DynamoDB could not give back as it was", () => {
    expect(() => toAttribute(Number.NaN)).toThrow(/number NaN/);
    expect(() => toAttribute(Number.POSITIVE_INFINITY)).toThrow(/number Infinity/);
    expect(() => toAttribute(new Date(0))).toThrow(/instance of Date/);
    expect(() => toAttribute(new Set([1]))).toThrow(/instance of Set/);
    expect(() => toAttribute(() => 1)).toThrow(/function/);
    expect(() => toAttribute(10n)).toThrow(/bigint/);
  });

  it("reads the images of Lambda's stream events, whose bytes arrive as base64 text", () => {
    expect(fromAttributes({ rev: { N: "7" }, stateZ: { B: "AQID" as unknown as Uint8Array } })).toEqual({ rev: 7, stateZ: "AQID" });
  });
});
