// Settings' "From the moderators": that a report of the player's was looked at, and any action taken
// against them, with its one appeal; shown to a suspended or banned session too, which reads nothing
// else. Loaded on first use with its words, never in the shell.
import { useEffect, useState } from "preact/hooks";
import { APPEAL_TEXT_MAX_CHARS, type ModerationNotice } from "../../../../shared/api/moderation";
import { intl } from "../../../../shared/i18n/intl";
import { ApiError } from "../../api";
import { ErrorNote, useI18n } from "../../ui";
import { moderationApi } from "./api";
import { useModerationWords } from "./ReportMenu";

export function ModerationNotices() {
  const { t, lang } = useI18n();
  const known = useModerationWords();
  const [notices, setNotices] = useState<ModerationNotice[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    moderationApi.notices().then(setNotices, setError);
  }, []);
  // Nobody signed in has nothing from the moderators (Settings then shows the sign-in form alone).
  if (!known || (error instanceof ApiError && error.status === 401)) return null;
  const day = intl(Intl.DateTimeFormat, lang, { dateStyle: "long" });
  return (
    <section aria-labelledby="moderation-title">
      <h2 id="moderation-title">{t("notices.title")}</h2>
      <ErrorNote error={error} />
      {notices?.length === 0 && <p class="fine">{t("notices.none")}</p>}
      {notices && notices.length > 0 && (
        <ul class="moderation-notices">
          {notices.map((notice) => (
            <li key={notice.id}>
              <time class="fine" dateTime={notice.at}>
                {day.format(new Date(notice.at))}
              </time>{" "}
              {notice.kind === "report-reviewed" ? (
                t("notices.reviewedDetail", { kind: notice.report.kind })
              ) : (
                <>
                  <strong>{t("notices.action", { action: notice.action })}</strong> {notice.note}{" "}
                  {notice.until && t("notices.until", { until: day.format(new Date(notice.until)) })}
                  {notice.appealable && <Appeal id={notice.id} />}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Appeal({ id }: { id: string }) {
  const { t } = useI18n();
  const [text, setText] = useState("");
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const send = async (event: Event) => {
    event.preventDefault();
    setError(null);
    try {
      await moderationApi.appeal(id, text);
      setSent(true);
    } catch (failure) {
      setError(failure);
    }
  };
  if (sent)
    return (
      <p role="status" class="fine">
        {t("notices.appealed")}
      </p>
    );
  return (
    <form class="stack" onSubmit={send}>
      <label>
        {t("notices.appealText")}
        <textarea
          rows={2}
          maxLength={APPEAL_TEXT_MAX_CHARS}
          value={text}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        />
      </label>
      <button type="submit" disabled={!text.trim()}>
        {t("notices.appealSend")}
      </button>
      <ErrorNote error={error} />
    </form>
  );
}
