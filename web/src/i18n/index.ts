// The browser's side of the language: the reader's choice remembered on this device, and times and dates
// phrased on this device's clock. Translators and catalogs are shared with the server, in shared/i18n.
import { listOf, type Lang, type Translate } from "../../../shared/i18n/index";
import { intl } from "../../../shared/i18n/intl";

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
  const format = intl(Intl.RelativeTimeFormat, lang, { numeric: "auto" });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["second", 60],
    ["minute", 60],
    ["hour", 24],
    ["day", 30],
    ["month", 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(unit === "second" ? Math.min(0, value) : value, unit);
    value = Math.round(value / size);
  }
  return format.format(value, "year");
}

/** A moment as the reader expects it, on this device's clock: "Tue 14 Jan, 18:30", "mar. 14 janv., 18:30". */
export function dateTime(iso: string, lang: Lang): string {
  return intl(Intl.DateTimeFormat, lang, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );
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
    intl(Intl.NumberFormat, lang, { style: "unit", unit, unitDisplay: "long" }).format(value);
  // The two largest units that matter: days and hours, or hours and minutes.
  const parts = (
    days > 0
      ? [
          [days, "day"],
          [hours, "hour"],
        ]
      : [
          [hours, "hour"],
          [minutes % 60, "minute"],
        ]
  ) as [number, "day" | "hour" | "minute"][];
  return t("clock.left", {
    time: listOf(
      parts.filter(([value]) => value > 0).map(([value, name]) => unit(value, name)),
      lang,
    ),
  });
}
