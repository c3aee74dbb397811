// The Settings sections of the player's clock (docs/clocks.md): weekly rest days and a night, which
// their clocks do not count; games already under way keep what the player had when they sat down.
import { useState } from "preact/hooks";
import type { PublicUser } from "../../../shared/api/index";
import { MAX_NIGHT_HOURS, MAX_REST_DAYS, nightMinutes, type Weekday } from "../../../shared/clock/time";
import { weekdayName } from "../../../shared/i18n/clocks";
import { api } from "../api";
import { useI18n } from "../ui";
import { SaveRow, Section, submitting, useSave } from "./settings-parts";

/** The weekly rest days the player's clocks do not count, at most MAX_REST_DAYS (docs/clocks.md). */
export function RestDays({ user }: { user: PublicUser }) {
  const { t, lang } = useI18n();
  const [days, setDays] = useState<Weekday[]>(user.restDays ?? []);
  const save = useSave();
  const tooMany = days.length > MAX_REST_DAYS;
  // Monday first, as a week is read in both languages.
  const week: Weekday[] = [1, 2, 3, 4, 5, 6, 0];
  return (
    <Section id="settings-rest" title={t("settings.restTitle")}>
      <form class="stack" onSubmit={submitting(() => !tooMany && save.run(() => api.updateMe({ restDays: days })))}>
        <fieldset class="weekdays">
          <legend>{t("settings.restDays")}</legend>
          {week.map((d) => (
            <label class="check" key={d}>
              <input
                type="checkbox"
                checked={days.includes(d)}
                onChange={(e) => setDays((e.target as HTMLInputElement).checked ? [...days, d] : days.filter((x) => x !== d))}
              />
              {weekdayName(d, lang)}
            </label>
          ))}
        </fieldset>
        {tooMany && (
          <p class="error" role="alert">
            {t("settings.restTooMany")}
          </p>
        )}
        <SaveRow {...save} />
      </form>
    </Section>
  );
}

/** The player's night: a daily window of at most MAX_NIGHT_HOURS their clocks skip and no notice interrupts. */
export function Night({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const [on, setOn] = useState(Boolean(user.night));
  const [start, setStart] = useState(user.night?.start ?? "23:00");
  const [end, setEnd] = useState(user.night?.end ?? "07:00");
  const save = useSave();
  const minutes = nightMinutes({ start, end });
  const problem = !on
    ? null
    : minutes === 0
      ? t("settings.nightEmpty")
      : minutes > MAX_NIGHT_HOURS * 60
        ? t("settings.nightTooLong")
        : null;
  return (
    <Section id="settings-night" title={t("settings.nightTitle")}>
      <form class="stack" onSubmit={submitting(() => !problem && save.run(() => api.updateMe({ night: on ? { start, end } : null })))}>
        <p class="fine" id="settings-night-hint">
          {t("settings.nightHint")}
        </p>
        <label class="check">
          <input
            type="checkbox"
            checked={on}
            aria-describedby="settings-night-hint"
            onChange={(e) => setOn((e.target as HTMLInputElement).checked)}
          />
          {t("settings.nightOn")}
        </label>
        <div class="row times">
          <label>
            {t("settings.nightFrom")}
            <input
              type="time"
              required={on}
              disabled={!on}
              value={start}
              aria-invalid={problem ? "true" : undefined}
              onInput={(e) => setStart((e.target as HTMLInputElement).value)}
            />
          </label>
          <label>
            {t("settings.nightTo")}
            <input
              type="time"
              required={on}
              disabled={!on}
              value={end}
              aria-invalid={problem ? "true" : undefined}
              onInput={(e) => setEnd((e.target as HTMLInputElement).value)}
            />
          </label>
        </div>
        {problem && (
          <p class="error" role="alert">
            {problem}
          </p>
        )}
        <SaveRow {...save} />
      </form>
    </Section>
  );
}
