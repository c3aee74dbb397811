// How a bank's time left reads in each language: days and hours, each with its plural.
import { describe, expect, it } from "vitest";
import { daysAndHours } from "../clock/time";
import { shellCatalog } from "./catalogs";
import { weekdayName } from "./clocks";
import { translator } from "./index";

const HOUR = 3_600_000;
const left = (lang: "en" | "fr", ms: number) => {
  const t = translator(lang, shellCatalog);
  return t("bank.leftYou", { time: t("clock.duration", daysAndHours(ms)) });
};

describe("a bank's time left", () => {
  it("reads as days and hours in English", () => {
    expect(left("en", 76 * HOUR)).toBe("3 days 4 hours left in your bank");
    expect(left("en", 25 * HOUR)).toBe("1 day 1 hour left in your bank");
    expect(left("en", 48 * HOUR)).toBe("2 days left in your bank");
    expect(left("en", HOUR / 2)).toBe("less than an hour left in your bank");
  });

  it("reads as jours et heures in French", () => {
    expect(left("fr", 76 * HOUR)).toBe("il vous reste 3 jours et 4 heures dans votre réserve");
    expect(left("fr", 25 * HOUR)).toBe("il vous reste 1 jour et 1 heure dans votre réserve");
    expect(left("fr", 5 * HOUR)).toBe("il vous reste 5 heures dans votre réserve");
  });

  it("names weekdays in the reader's language, Sunday first", () => {
    expect([0, 6].map((d) => weekdayName(d, "en"))).toEqual(["Sunday", "Saturday"]);
    expect([0, 6].map((d) => weekdayName(d, "fr"))).toEqual(["dimanche", "samedi"]);
  });
});
