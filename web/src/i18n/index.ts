// Messages in English and French. The shell owns its keys (en.ts, fr.ts); each game plugin adds its own
// (`yucata.played`, …) when it loads. A message is a string with {param} holes or a function of the params.
import { en } from "./en";
import { fr } from "./fr";

export type Lang = "en" | "fr";
export const LANGS: Lang[] = ["en", "fr"];
export type Params = Record<string, unknown>;

export interface MessageContext {
  lang: Lang;
  /** A seat's display name (falls back to "Player n"). */
  player(seat: number): string;
  /** Translates another key, for messages built from pieces. */
  t: Translate;
}
export type Message = string | ((params: Params, ctx: MessageContext) => string);
export type Messages = Record<string, Message>;
export type Translate = (key: string, params?: Params, player?: (seat: number) => string) => string;

const catalogs: Record<Lang, Messages> = { en: { ...en }, fr: { ...fr } };

/** Adds a plugin's messages (called when its chunk loads). */
export function addMessages(messages: Record<Lang, Messages>): void {
  for (const lang of LANGS) Object.assign(catalogs[lang], messages[lang]);
}

/**
 * What French asks of any sentence once its holes are filled, whoever wrote it: a non-breaking space
 * before : ; ! ? (so they never start a line), and "de" elided before a name that starts with a vowel
 * ("la cité d’Ana", "l’offre d’alice.rio", "de A2 à B2" → "d’A2 à B2"). Names arrive as parameters, so the message cannot know.
 */
function frenchTypography(text: string): string {
  return text.replace(/ ([:;!?])(?=\s|$)/g, "\u00a0$1").replace(/\b([dD])e ([AEIOUÉÈÊÎÔÛaeiouéèêîôû])/g, "$1’$2");
}

/** The plural form of a count in the reader's language (French counts 0 and 1 as one, English only 1). */
export function plural(lang: Lang, count: number, forms: { one: string; other: string }): string {
  return new Intl.PluralRules(lang).select(count) === "one" ? forms.one : forms.other;
}

export function translator(lang: Lang): Translate {
  const t: Translate = (key, params = {}, player) => {
    const message = catalogs[lang][key] ?? catalogs.en[key];
    if (message === undefined) return key;
    if (typeof message === "function") {
      const name = player ?? ((seat: number) => t("player.default", { n: seat + 1 }));
      return typeset(message(params, { lang, player: name, t: (k, p, pl) => t(k, p, pl ?? name) }));
    }
    return typeset(message.replace(/\{(\w+)\}/g, (hole, name: string) => (name in params ? String(params[name]) : hole)));
  };
  const typeset = lang === "fr" ? frenchTypography : (text: string) => text;
  return t;
}

const STORAGE_KEY = "tp.lang";

/** The remembered choice, else the browser's language, else English. */
export function initialLang(): Lang {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === "en" || stored === "fr") return stored;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "fr" || base === "en") return base;
  }
  return "en";
}

export function rememberLang(lang: Lang): void {
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
}

/** "3 minutes ago", "il y a 2 jours". */
export function since(iso: string | null, lang: Lang, now = Date.now()): string {
  if (!iso) return "";
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [["second", 60], ["minute", 60], ["hour", 24], ["day", 30], ["month", 12]];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(unit === "second" ? Math.min(0, value) : value, unit);
    value = Math.round(value / size);
  }
  return format.format(value, "year");
}

/** "Alice", "Alice and Bob", "Alice, Bob and Carol" in the reader's language. */
export function listOf(items: string[], lang: Lang): string {
  return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);
}

/** A moment as the reader expects it, on this device's clock: "Tue 14 Jan, 18:30", "mar. 14 janv., 18:30". */
export function dateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/**
 * Time left before a deadline, rounded down so it never promises more than there is: "2 days and
 * 3 hours left", "il reste 40 minutes"; once it has passed, that the server acts.
 */
export function timeLeft(deadline: string, lang: Lang, t: Translate, now = Date.now()): string {
  const ms = Date.parse(deadline) - now;
  if (ms <= 0) return t("clock.overdue");
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t("clock.left", { time: t("clock.lessThanMinute") });
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const unit = (value: number, unit: "day" | "hour" | "minute") =>
    new Intl.NumberFormat(lang, { style: "unit", unit, unitDisplay: "long" }).format(value);
  // The two largest units that matter: days and hours, or hours and minutes.
  const parts = (days > 0 ? [[days, "day"], [hours, "hour"]] : [[hours, "hour"], [minutes % 60, "minute"]]) as [number, "day" | "hour" | "minute"][];
  return t("clock.left", { time: listOf(parts.filter(([value]) => value > 0).map(([value, name]) => unit(value, name)), lang) });
}
