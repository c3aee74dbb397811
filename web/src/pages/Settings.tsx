// Settings: profile, how and when the player is told it is their turn (email, digest, quiet hours, chat,
// push on this device), vacations that pause their deadlines, the rest days and night their clocks
// skip (SettingsClock.tsx), and the links of mails already sent.
// Each section saves on its own, so a refused field says why next to it and changes nothing else.
import { useEffect, useState } from "preact/hooks";
import { PLAYER_NAME_MAX_CHARS, REMINDER_KINDS } from "../../../shared/api/choices";
import type { PublicUser, ReminderKind, Vacation } from "../../../shared/api/index";
import { api, ApiError, browserZone } from "../api";
import { GuestEmailForm } from "./GuestNotice";
import { MailTrouble } from "./SettingsMailTrouble";
import type { Lang } from "../../../shared/i18n/index";
import { disablePush, enablePush, PushProblem, pushState, type PushState } from "../push";
import { describeError, ErrorNote, LanguageOptions, useI18n, useSession } from "../ui";
import { SignIn } from "./Home";
import { Night, RestDays } from "./SettingsClock";
import { SilentVacation } from "./SettingsSilent";
import { lazyPart } from "../lazy-part";
import { SaveRow, Section, submitting, useSave } from "./settings-parts";
import { intl } from "../../../shared/i18n/intl";
import { VACATION_DAYS_PER_YEAR, vacationDaysIn } from "../../../shared/clock/vacations";

/** What the moderators told the player, with its words: loaded on first use. */
const ModerationNotices = lazyPart(() => import("./moderation/Notices").then((m) => m.ModerationNotices));

/** The list of blocked players comes with its words on first use (./blocks.tsx). */
const BlockedPlayers = lazyPart(() => import("./blocks").then((m) => m.BlockedPlayers));
/** Deleting the account: rarely opened, so its code and words load after the page (docs/privacy.md). */
const LeaveSection = lazyPart(() => import("./SettingsLeave").then((m) => m.LeaveSection));

export function Settings() {
  const { t } = useI18n();
  const { user } = useSession();
  if (user === undefined) return <p class="loading">{t("loading")}</p>;
  if (user === null) {
    return (
      <section class="panel narrow">
        <h1>{t("settings.title")}</h1>
        <p>{t("settings.signInFirst")}</p>
        <SignIn next="/settings" />
        {/* A suspended or banned account's session reads no settings, but still why, and may appeal. */}
        <ModerationNotices />
      </section>
    );
  }
  return (
    <div class="panel narrow settings">
      <h1>{t("settings.title")}</h1>
      <Profile user={user} />
      <Email user={user} />
      <QuietHours user={user} />
      <Chat user={user} />
      <Calendar />
      <Vacations user={user} />
      <RestDays user={user} />
      <Night user={user} />
      <Push />
      {user.email ? <MailLinks /> : null}
      <BlockedPlayers />
      <LeaveSection user={user} />
      <ModerationNotices />
    </div>
  );
}

function Profile({ user }: { user: PublicUser }) {
  const { t, setLang } = useI18n();
  const here = browserZone();
  // The server starts everyone on UTC: until the player chooses, propose this browser's zone.
  const proposed = !user.timeZone || (user.timeZone === "UTC" && here !== "UTC");
  const [name, setName] = useState(user.name);
  const [lang, setLangChoice] = useState<Lang>(user.lang);
  const [timeZone, setTimeZone] = useState(proposed ? here : user.timeZone!);
  const zones = Intl.supportedValuesOf("timeZone");
  if (!zones.includes(timeZone)) zones.unshift(timeZone);
  const save = useSave();
  return (
    <Section id="settings-profile" title={t("settings.profile")}>
      <form
        class="stack"
        onSubmit={submitting(() =>
          save.run(async () => {
            const updated = await api.updateMe({ name: name.trim(), lang, timeZone });
            setLang(lang);
            return updated;
          }),
        )}
      >
        <label>
          {t("settings.name")}
          <input
            required
            maxLength={PLAYER_NAME_MAX_CHARS}
            autoComplete="nickname"
            value={name}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
        <label>
          {t("settings.language")}
          <select value={lang} onChange={(e) => setLangChoice((e.target as HTMLSelectElement).value as Lang)}>
            <LanguageOptions />
          </select>
        </label>
        <label>
          {t("settings.timeZone")}
          <select
            value={timeZone}
            aria-describedby="settings-zone-hint"
            onChange={(e) => setTimeZone((e.target as HTMLSelectElement).value)}
          >
            {zones.map((zone) => (
              <option value={zone} key={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </select>
        </label>
        <p class="fine" id="settings-zone-hint">
          {t("settings.timeZoneHint", { zone: here.replace(/_/g, " ") })} {proposed && !save.saved ? t("settings.timeZoneProposed") : ""}
        </p>
        <SaveRow {...save} />
      </form>
    </Section>
  );
}

function Email({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const [turnEmails, setTurnEmails] = useState(user.turnEmails ?? true);
  const [digest, setDigest] = useState(user.digest ?? false);
  const [reminders, setReminders] = useState<ReminderKind[]>([...user.reminders]);
  const toggleReminder = (kind: ReminderKind, on: boolean) =>
    setReminders((now) => (on ? [...now.filter((k) => k !== kind), kind] : now.filter((k) => k !== kind)));
  const save = useSave();
  return (
    <Section id="settings-email" title={t("settings.emailTitle")}>
      {user.guest || !user.email ? (
        <>
          <p class="fine">{t("settings.guestNoEmail")}</p>
          <GuestEmailForm />
        </>
      ) : (
        <form class="stack" onSubmit={submitting(() => save.run(() => api.updateMe({ turnEmails, digest, reminders })))}>
          {user.emailTrouble && <MailTrouble email={user.email} trouble={user.emailTrouble} />}
          <label class="check">
            <input type="checkbox" checked={turnEmails} onChange={(e) => setTurnEmails((e.target as HTMLInputElement).checked)} />
            {t("settings.turnEmails")}
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={digest}
              disabled={!turnEmails}
              onChange={(e) => setDigest((e.target as HTMLInputElement).checked)}
            />
            {t("settings.digest")}
          </label>
          <fieldset>
            <legend>{t("settings.reminders")}</legend>
            {REMINDER_KINDS.map((kind) => (
              <label class="check" key={kind}>
                <input
                  type="checkbox"
                  checked={reminders.includes(kind)}
                  onChange={(e) => toggleReminder(kind, (e.target as HTMLInputElement).checked)}
                />
                {t(`settings.reminder.${kind}`)}
              </label>
            ))}
          </fieldset>
          <SaveRow {...save} />
        </form>
      )}
    </Section>
  );
}

function QuietHours({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const [on, setOn] = useState(Boolean(user.quietHours));
  const [start, setStart] = useState(user.quietHours?.start ?? "22:00");
  const [end, setEnd] = useState(user.quietHours?.end ?? "08:00");
  const save = useSave();
  return (
    <Section id="settings-quiet" title={t("settings.quietTitle")}>
      <form class="stack" onSubmit={submitting(() => save.run(() => api.updateMe({ quietHours: on ? { start, end } : null })))}>
        <p class="fine" id="settings-quiet-hint">
          {t("settings.quietHint")}
        </p>
        <label class="check">
          <input
            type="checkbox"
            checked={on}
            aria-describedby="settings-quiet-hint"
            onChange={(e) => setOn((e.target as HTMLInputElement).checked)}
          />
          {t("settings.quietOn")}
        </label>
        <div class="row times">
          <label>
            {t("settings.quietFrom")}
            <input type="time" required={on} disabled={!on} value={start} onInput={(e) => setStart((e.target as HTMLInputElement).value)} />
          </label>
          <label>
            {t("settings.quietTo")}
            <input type="time" required={on} disabled={!on} value={end} onInput={(e) => setEnd((e.target as HTMLInputElement).value)} />
          </label>
        </div>
        <SaveRow {...save} />
      </form>
    </Section>
  );
}

/** The server's reason without the field name it is prefixed with ("webhookUrl: …"). */
export function refusalReason(error: unknown, t: (key: string, params?: Record<string, unknown>) => string): string {
  if (error instanceof ApiError && error.status === 400) return error.message.replace(/^[\w.]+: /, "");
  return describeError(error, t);
}

function Chat({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const [url, setUrl] = useState(user.webhookUrl ?? "");
  const save = useSave();
  const refused = save.error instanceof ApiError && save.error.status === 400;
  return (
    <Section id="settings-chat" title={t("settings.chatTitle")}>
      <form class="stack" onSubmit={submitting(() => save.run(() => api.updateMe({ webhookUrl: url.trim() || null })))}>
        <label>
          {t("settings.webhookUrl")}
          <input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            aria-describedby="settings-webhook-hint"
            aria-invalid={refused || undefined}
            value={url}
            onInput={(e) => setUrl((e.target as HTMLInputElement).value)}
          />
        </label>
        <p class="fine" id="settings-webhook-hint">
          {t("settings.webhookHint")}
        </p>
        <SaveRow {...save} errorText={refused ? t("settings.webhookRefused", { reason: refusalReason(save.error, t) }) : undefined} />
      </form>
    </Section>
  );
}

/** Revokes the seat links of the mails already sent (a mail forwarded or read by someone else). */
function MailLinks() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState<unknown>(null);
  const revoke = async () => {
    setBusy(true);
    setProblem(null);
    setSaid("");
    try {
      setSaid(t("settings.mailLinksRevoked", { count: await api.revokeMailLinks() }));
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="settings-mail-links" title={t("settings.mailLinksTitle")}>
      <p class="fine">{t("settings.mailLinksHint")}</p>
      <button type="button" class="secondary" disabled={busy} onClick={revoke}>
        {t("settings.mailLinksRevoke")}
      </button>
      <p role="status">{said}</p>
      {problem ? <ErrorNote error={problem} /> : null}
    </Section>
  );
}

/** The private calendar feed: made, copied, replaced (the old address stops) or stopped here. */
function Calendar() {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState<unknown>(null);

  useEffect(() => {
    api.calendar().then(setUrl, setProblem);
  }, []);

  const act = async (action: () => Promise<string | null>, done: string) => {
    setBusy(true);
    setProblem(null);
    setSaid("");
    try {
      const had = url;
      const next = await action();
      setUrl(next);
      setSaid(had && next ? t("settings.calendarRenewed") : done && !next ? t(done) : "");
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    await navigator.clipboard.writeText(url!);
    setSaid(t("settings.calendarCopied"));
  };

  return (
    <Section id="settings-calendar" title={t("settings.calendarTitle")}>
      <p class="fine" id="settings-calendar-hint">
        {t("settings.calendarHint")}
      </p>
      {url && (
        <label>
          {t("settings.calendarUrl")}
          <input
            type="url"
            readOnly
            value={url}
            aria-describedby="settings-calendar-hint"
            onFocus={(e) => (e.target as HTMLInputElement).select()}
          />
        </label>
      )}
      <div class="row">
        {url ? (
          <>
            <button type="button" disabled={busy} onClick={copy}>
              {t("settings.calendarCopy")}
            </button>
            <button type="button" class="secondary" disabled={busy} onClick={() => act(api.renewCalendar, "")}>
              {t("settings.calendarRenew")}
            </button>
            <button
              type="button"
              class="secondary"
              disabled={busy}
              onClick={() =>
                act(async () => {
                  await api.stopCalendar();
                  return null;
                }, "settings.calendarStopped")
              }
            >
              {t("settings.calendarStop")}
            </button>
          </>
        ) : (
          <button type="button" disabled={busy || url === undefined} onClick={() => act(api.renewCalendar, "")}>
            {t("settings.calendarMake")}
          </button>
        )}
      </div>
      <p role="status">{said}</p>
      {problem ? <ErrorNote error={problem} /> : null}
    </Section>
  );
}

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

function Vacations({ user }: { user: PublicUser }) {
  const { t, lang } = useI18n();
  const vacations = user.vacations ?? [];
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSave();
  const year = new Date().getFullYear();
  const dates = intl(Intl.DateTimeFormat, lang, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const range = (v: Vacation) => dates.formatRange(dayOf(v.from), dayOf(v.to));

  const store = (next: Vacation[]) =>
    save.run(async () => {
      const updated = await api.setVacations(next);
      setFrom("");
      setTo("");
      return updated;
    });
  const add = () => {
    setProblem(null);
    if (to < from) return setProblem(t("settings.vacationOrder"));
    void store([...vacations, { from, to }].sort((a, b) => a.from.localeCompare(b.from)));
  };
  const refusal = save.error ? t("settings.vacationRefused", { reason: refusalReason(save.error, t) }) : null;

  return (
    <Section id="settings-vacations" title={t("settings.vacationTitle")}>
      <p class="fine">{t("settings.vacationHint")}</p>
      <p>{t("settings.vacationUsed", { used: vacationDaysIn(vacations, year), year, max: VACATION_DAYS_PER_YEAR })}</p>
      {vacations.length === 0 ? (
        <p class="fine">{t("settings.vacationNone")}</p>
      ) : (
        <ul class="vacations">
          {vacations.map((v, i) => (
            <li key={`${v.from}-${v.to}-${i}`} class="row spread">
              <span>{range(v)}</span>
              <button
                type="button"
                class="secondary"
                disabled={save.busy}
                aria-label={t("settings.vacationRemove", { range: range(v) })}
                onClick={() => store(vacations.filter((_, j) => j !== i))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="stack" onSubmit={submitting(add)}>
        <div class="row times">
          <label>
            {t("settings.vacationFrom")}
            <input type="date" required value={from} onInput={(e) => setFrom((e.target as HTMLInputElement).value)} />
          </label>
          <label>
            {t("settings.vacationTo")}
            <input type="date" required min={from || undefined} value={to} onInput={(e) => setTo((e.target as HTMLInputElement).value)} />
          </label>
        </div>
        <div class="row">
          <button type="submit" disabled={save.busy}>
            {t("settings.vacationAdd")}
          </button>
          <span role="status" class="saved">
            {save.saved ? t("settings.saved") : ""}
          </span>
        </div>
        {(problem ?? refusal) && (
          <p class="error" role="alert">
            {problem ?? refusal}
          </p>
        )}
      </form>
      <SilentVacation user={user} />
    </Section>
  );
}

function Push() {
  const { t } = useI18n();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  useEffect(() => {
    pushState().then(setState, () => setState("off"));
  }, []);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(error);
    } finally {
      setState(await pushState().catch(() => "off" as const));
      setBusy(false);
    }
  };

  const message = (() => {
    if (problem instanceof PushProblem) {
      const key = {
        unsupported: "settings.pushUnsupported",
        denied: "settings.pushDenied",
        dismissed: "settings.pushDismissed",
        "not-set-up": "settings.pushNotSetUp",
        failed: "settings.pushFailed",
      }[problem.kind];
      return t(key, { reason: problem.message });
    }
    if (problem) return describeError(problem, t);
    if (state === "unsupported") return t("settings.pushUnsupported");
    if (state === "denied") return t("settings.pushDenied");
    return null;
  })();

  return (
    <Section id="settings-push" title={t("settings.pushTitle")}>
      <p class="fine">{t("settings.pushHint")}</p>
      <p role="status">
        {busy ? t("settings.pushBusy") : state === "on" ? t("settings.pushEnabled") : state === "off" ? t("settings.pushDisabled") : ""}
      </p>
      {state === "on" ? (
        <button type="button" class="secondary" disabled={busy} onClick={() => act(disablePush)}>
          {t("settings.pushOff")}
        </button>
      ) : (
        state !== "unsupported" && (
          <button type="button" disabled={busy || state === null} onClick={() => act(enablePush)}>
            {t("settings.pushOn")}
          </button>
        )
      )}
      {message && (
        <p class="error" role="alert">
          {message}
        </p>
      )}
    </Section>
  );
}
