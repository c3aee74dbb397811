// The clocks in the web client (docs/clocks.md): the new-game form's choice of clock, a game's clock as
// one line, each seat's time bank, rest days, night and rhythm beside the players, and the forecast end.
import { useEffect, useState } from "preact/hooks";
import { BANK_PRESETS, TIME_PER_MOVE_DAYS } from "../../../shared/api/choices";
import type { GamePage, GameRhythms, GameSummary, PlayerView, Rhythm } from "../../../shared/api/index";
import { type BankControl, countedMs, daysAndHours, type RestDays } from "../../../shared/clock/time";
import { weekdayName } from "../../../shared/i18n/clocks";
import { type Lang, listOf, type Translate } from "../../../shared/i18n/index";
import { socialApi } from "../social-api";
import { useI18n } from "../ui";
import { intl } from "../../../shared/i18n/intl";

/** A game's clock as the create form sends it: a time per move, a bank, or neither. */
export interface ClockValue {
  timePerMoveDays: (typeof TIME_PER_MOVE_DAYS)[number] | null;
  bank: BankControl | null;
}

const CHOICES: ClockValue[] = [
  { timePerMoveDays: null, bank: null },
  ...TIME_PER_MOVE_DAYS.map((days) => ({ timePerMoveDays: days, bank: null })),
  ...BANK_PRESETS.map((bank) => ({ timePerMoveDays: null, bank: { ...bank } })),
];

/** The new-game form's clock: no limit, days per move, or one of the offered banks. */
export function ClockChoice({ value, onChange }: { value: ClockValue; onChange(value: ClockValue): void }) {
  const { t } = useI18n();
  const index = CHOICES.findIndex((c) => c.timePerMoveDays === value.timePerMoveDays && sameBank(c.bank, value.bank));
  return (
    <>
      <label>
        {t("lobby.time")}
        <select value={String(index)} onChange={(e) => onChange(CHOICES[Number((e.target as HTMLSelectElement).value)]!)}>
          {CHOICES.map((c, i) => (
            <option value={String(i)} key={i}>
              {c.bank
                ? t("lobby.bankPreset", { ...c.bank })
                : c.timePerMoveDays
                  ? t("lobby.days", { count: c.timePerMoveDays })
                  : t("lobby.noLimit")}
            </option>
          ))}
        </select>
      </label>
      {value.bank && <p class="fine">{t("lobby.bankHint")}</p>}
    </>
  );
}

const sameBank = (a: BankControl | null, b: BankControl | null) =>
  a === b ||
  (a !== null && b !== null && a.initialDays === b.initialDays && a.incrementDays === b.incrementDays && a.maxDays === b.maxDays);

/** A game's clock in a list: "3 days", "bank 7 + 1 (max 14)", or none. */
export function clockLabel(game: Pick<GameSummary, "timePerMoveDays" | "bank">, t: Translate): string {
  if (game.bank) return t("openGames.bank", { ...game.bank });
  return game.timePerMoveDays ? t("openGames.days", { count: game.timePerMoveDays }) : t("openGames.noTime");
}

/** "Saturday and Sunday", "le samedi et le dimanche" (every week, as French says it). */
const restDayNames = (rest: RestDays, lang: Lang) =>
  listOf(
    rest.days.map((d) => (lang === "fr" ? `le ${weekdayName(d, lang)}` : weekdayName(d, lang))),
    lang,
  );

/** A night's times as the reader's language writes a time of day. */
const nightTimes = (rest: RestDays, lang: Lang) => {
  const time = intl(Intl.DateTimeFormat, lang, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  const at = (hhmm: string) => time.format(Date.UTC(2023, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5))));
  return rest.night ? { start: at(rest.night.start), end: at(rest.night.end), timeZone: rest.timeZone } : null;
};

/** What a seat's clock skips, as short facts for beside the players: its rest days, its night. */
function restFacts(rest: RestDays, lang: Lang, t: Translate): string[] {
  const night = nightTimes(rest, lang);
  return [
    ...(rest.days.length ? [t("rest.seat", { days: restDayNames(rest, lang), timeZone: rest.timeZone })] : []),
    ...(night ? [t("night.seat", night)] : []),
  ];
}

/** Someone's rest days and night as sentences, for a profile. */
export function RestDaysLine({ rest }: { rest: RestDays }) {
  const { t, lang } = useI18n();
  const night = nightTimes(rest, lang);
  return (
    <>
      {rest.days.length > 0 && <p class="fine">{t("rest.days", { days: restDayNames(rest, lang), timeZone: rest.timeZone })}</p>}
      {night && <p class="fine">{t("night.line", night)}</p>}
    </>
  );
}

/** A player's rhythm, for a profile: the median reply, the share within a day, the usual hours, the timeouts. */
export function RhythmLines({ rhythm }: { rhythm: Rhythm | null }) {
  const { t } = useI18n();
  if (!rhythm || (rhythm.moves === 0 && rhythm.gamesStarted12m === 0)) return <p class="fine">{t("rhythm.none")}</p>;
  return (
    <ul class="rhythm">
      {rhythm.medianReplyMs !== null && (
        <li>{t("rhythm.median", { time: t("clock.duration", daysAndHours(rhythm.medianReplyMs)), count: Math.min(rhythm.moves, 51) })}</li>
      )}
      {rhythm.within24h !== null && <li>{t("rhythm.within", { percent: Math.round(rhythm.within24h * 100) })}</li>}
      {rhythm.usualHours.length > 0 && <li>{t("rhythm.hours", { hours: rhythm.usualHours.map((h) => `${h}:00`).join(", ") })}</li>}
      <li>{t("rhythm.timeouts", { count: rhythm.timeouts90d })}</li>
      {rhythm.finishRate !== null && (
        <li>{t("rhythm.finish", { percent: Math.round(rhythm.finishRate * 100), games: rhythm.gamesStarted12m })}</li>
      )}
    </ul>
  );
}

/** The bank a seat has now: what it had when its turn began, less what its clock counted since. */
function bankNow(detail: GamePage, p: PlayerView, now: number): number | null {
  if (p.bankMs === undefined) return null;
  if (!detail.awaiting.includes(p.seat) || !detail.turnSince || detail.status !== "active") return p.bankMs;
  return p.bankMs - countedMs(Date.parse(detail.turnSince), now, p.rest ?? null);
}

/**
 * Beside the players of a game (open or under way): each seat's bank, rest days and rhythm, then the
 * forecast end. The rhythms are asked for apart from the page, again when the game moves.
 */
export function GameClocks({ detail, playerName }: { detail: GamePage; playerName(seat: number): string }) {
  const { t, lang } = useI18n();
  const [rhythms, setRhythms] = useState<GameRhythms | null>(null);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    socialApi.rhythms(detail.id).then(
      setRhythms,
      // The rhythms add to the page; without them it is still whole.
      () => setRhythms(null),
    );
    setNow(Date.now());
  }, [detail.id, detail.version, detail.players.length, detail.status]);
  const seated = detail.players.filter((p) => p.name !== null && !p.bot);
  const rows = seated.flatMap((p) => {
    const bank = bankNow(detail, p, now);
    const rhythm = rhythms?.players[p.seat]?.rhythm ?? null;
    const facts = [
      bank !== null && t(p.you ? "bank.leftYou" : "bank.leftThem", { time: t("clock.duration", daysAndHours(bank)) }),
      ...(p.rest ? restFacts(p.rest, lang, t) : []),
      rhythm &&
        rhythm.medianReplyMs !== null &&
        t("rhythm.short", {
          time: t("clock.duration", daysAndHours(rhythm.medianReplyMs)),
          percent: Math.round((rhythm.within24h ?? 0) * 100),
        }),
      rhythm?.finishRate != null && t("rhythm.finishShort", { percent: Math.round(rhythm.finishRate * 100) }),
      rhythm && rhythm.timeouts90d > 0 && t("rhythm.timeoutsShort", { count: rhythm.timeouts90d }),
    ].filter((fact): fact is string => typeof fact === "string");
    return facts.length ? [{ seat: p.seat, line: t("clocks.seat", { name: playerName(p.seat), facts: facts.join(" · ") }) }] : [];
  });
  const forecast = rhythms?.forecast;
  if (rows.length === 0 && !forecast && !detail.bank) return null;
  return (
    <section class="clocks" aria-label={t("bank.title")}>
      {detail.bank && detail.status !== "open" && <p class="fine">{t("bank.control", { ...detail.bank })}</p>}
      {rows.map((row) => (
        <p key={row.seat} class="seat-clock">
          {row.line}
        </p>
      ))}
      {forecast && (
        <p class="forecast">
          {t("forecast.finish", {
            earliest: intl(Intl.DateTimeFormat, lang, { dateStyle: "long" }).format(new Date(forecast.earliest)),
            latest: intl(Intl.DateTimeFormat, lang, { dateStyle: "long" }).format(new Date(forecast.latest)),
            moves: forecast.movesLeft,
          })}
        </p>
      )}
    </section>
  );
}
