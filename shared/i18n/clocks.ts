// Words of the clocks (docs/clocks.md): time banks, rest days, nights, a player's rhythm and a game's forecast,
// shared by the web client and the notifier's mail. French is typed against the English keys.
import { type Lang, type Message, type Messages, plural } from "./index";
import { intl } from "./intl";

const count = (lang: Lang, n: unknown, one: string, other: string) => `${n} ${plural(lang, Number(n), { one, other })}`;

/** Weekday `day` (0 is Sunday) in `lang`: 1 January 2023 was a Sunday. */
export function weekdayName(day: number, lang: Lang): string {
  return intl(Intl.DateTimeFormat, lang, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2023, 0, 1 + day));
}

const en = {
  "clock.duration": (p) =>
    [Number(p.days) > 0 ? count("en", p.days, "day", "days") : "", Number(p.hours) > 0 ? count("en", p.hours, "hour", "hours") : ""]
      .filter(Boolean)
      .join(" ") || "less than an hour",
  "bank.control": (p) =>
    `Time bank: ${count("en", p.initialDays, "day", "days")}, plus ${count("en", p.incrementDays, "day", "days")} a move, at most ${p.maxDays}`,
  "bank.leftYou": "{time} left in your bank",
  "bank.leftThem": "{time} left in the bank",
  "clocks.seat": "{name}: {facts}",
  "bank.title": "Time banks",
  "notice.bankLeft": "{time} left in your bank.",
  "lobby.bankHint": "Each player starts with the bank; each move adds to it, up to the cap. Time runs out when the bank is empty.",
  "lobby.bankPreset": (p) => `${p.initialDays} days, +${p.incrementDays} a move, at most ${p.maxDays}`,
  "openGames.bank": (p) => `bank ${p.initialDays} + ${p.incrementDays} (max ${p.maxDays})`,
  "openGames.anyBank": "With a time bank",
  "rest.days": "Rests on {days} ({timeZone}): the clock does not count these days.",
  "rest.seat": "rests on {days} ({timeZone})",
  "settings.restDays":
    "My rest days: my clock stops on these days, in my time zone (at most 2 a week; games under way keep the days I had when I joined)",
  "settings.restTitle": "Rest days",
  "settings.restTooMany": "At most 2 rest days a week.",
  "settings.nightTitle": "Night",
  "settings.nightHint":
    "During your night, in your time zone, your clock stops and nothing is sent to you: emails and notifications wait for the morning. At most 10 hours; games under way keep the night you had when you joined.",
  "settings.nightOn": "I have a night",
  "settings.nightFrom": "From",
  "settings.nightTo": "To",
  "settings.nightTooLong": "A night lasts at most 10 hours.",
  "settings.nightEmpty": "A night must end at another time than it starts.",
  "night.line": "Night from {start} to {end} ({timeZone}): the clock does not count it.",
  "night.seat": "night from {start} to {end} ({timeZone})",
  "rhythm.title": "Rhythm",
  "rhythm.none": "No moves yet to tell a rhythm from.",
  "rhythm.median": (p) => `Usually answers within ${p.time} (over the last ${count("en", p.count, "move", "moves")}).`,
  "rhythm.within": "{percent}% of moves made within 24 hours.",
  "rhythm.hours": "Usually moves around {hours} (their time).",
  "rhythm.timeouts": (p) => `${count("en", p.count, "timeout", "timeouts")} in the last 90 days.`,
  "rhythm.short": (p) => `answers in ${p.time} · ${p.percent}% within 24 h`,
  "rhythm.finish": (p) => `${p.percent}% of games finished (${count("en", p.games, "game", "games")} started in the last 12 months).`,
  "rhythm.finishShort": "finishes {percent}% of games",
  "rhythm.timeoutsShort": (p) => `${count("en", p.count, "timeout", "timeouts")} in 90 days`,
  // One date when the range falls on a single day.
  "forecast.finish": (p) =>
    `Likely to end ${p.earliest === p.latest ? `on ${p.earliest}` : `between ${p.earliest} and ${p.latest}`} (about ${count("en", p.moves, "move", "moves")} left).`,
} satisfies Messages;

const fr: Record<keyof typeof en, Message> = {
  "clock.duration": (p) =>
    [Number(p.days) > 0 ? count("fr", p.days, "jour", "jours") : "", Number(p.hours) > 0 ? count("fr", p.hours, "heure", "heures") : ""]
      .filter(Boolean)
      .join(" et ") || "moins d’une heure",
  "bank.control": (p) =>
    `Réserve de temps : ${count("fr", p.initialDays, "jour", "jours")}, plus ${count("fr", p.incrementDays, "jour", "jours")} par coup, ${p.maxDays} au plus`,
  "bank.leftYou": "il vous reste {time} dans votre réserve",
  "bank.leftThem": "{time} dans sa réserve",
  "clocks.seat": "{name} : {facts}",
  "bank.title": "Réserves de temps",
  "notice.bankLeft": "Il vous reste {time} dans votre réserve.",
  "lobby.bankHint":
    "Chaque joueur commence avec la réserve ; chaque coup y ajoute, jusqu’au plafond. Le temps est écoulé quand la réserve est vide.",
  "lobby.bankPreset": (p) => `${p.initialDays} jours, +${p.incrementDays} par coup, ${p.maxDays} au plus`,
  "openGames.bank": (p) => `réserve ${p.initialDays} + ${p.incrementDays} (max ${p.maxDays})`,
  "openGames.anyBank": "Avec une réserve de temps",
  "rest.days": "Se repose {days} ({timeZone}) : la pendule ne compte pas ces jours-là.",
  "rest.seat": "se repose {days} ({timeZone})",
  "settings.restDays":
    "Mes jours de repos : ma pendule s’arrête ces jours-là, dans mon fuseau (2 par semaine au plus ; les parties en cours gardent ceux que j’avais en les rejoignant)",
  "settings.restTitle": "Jours de repos",
  "settings.restTooMany": "Deux jours de repos par semaine au plus.",
  "settings.nightTitle": "Nuit",
  "settings.nightHint":
    "Pendant votre nuit, dans votre fuseau, votre pendule s’arrête et rien ne vous est envoyé : courriels et notifications attendent le matin. 10 heures au plus ; les parties en cours gardent la nuit que vous aviez en les rejoignant.",
  "settings.nightOn": "J’ai une nuit",
  "settings.nightFrom": "De",
  "settings.nightTo": "À",
  "settings.nightTooLong": "Une nuit dure 10 heures au plus.",
  "settings.nightEmpty": "Une nuit doit finir à une autre heure que celle où elle commence.",
  "night.line": "Nuit de {start} à {end} ({timeZone}) : la pendule ne la compte pas.",
  "night.seat": "nuit de {start} à {end} ({timeZone})",
  "rhythm.title": "Rythme",
  "rhythm.none": "Pas encore de coups d’où tirer un rythme.",
  "rhythm.median": (p) => `Répond d’habitude en ${p.time} (sur les ${count("fr", p.count, "dernier coup", "derniers coups")}).`,
  "rhythm.within": "{percent} % des coups joués en moins de 24 heures.",
  "rhythm.hours": "Joue d’habitude vers {hours} (heure locale).",
  "rhythm.timeouts": (p) => `${count("fr", p.count, "dépassement", "dépassements")} de temps ces 90 derniers jours.`,
  "rhythm.short": (p) => `répond en ${p.time} · ${p.percent} % en moins de 24 h`,
  "rhythm.finish": (p) =>
    `${p.percent} % des parties terminées (${count("fr", p.games, "partie commencée", "parties commencées")} ces 12 derniers mois).`,
  "rhythm.finishShort": "termine {percent} % de ses parties",
  "rhythm.timeoutsShort": (p) => `${count("fr", p.count, "dépassement", "dépassements")} de temps en 90 jours`,
  "forecast.finish": (p) =>
    `Fin probable ${p.earliest === p.latest ? `le ${p.earliest}` : `entre le ${p.earliest} et le ${p.latest}`} (${count("fr", p.moves, "coup restant", "coups restants")} environ).`,
};

export const clockMessages = { en, fr };
