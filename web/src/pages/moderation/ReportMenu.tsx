// "Report…" beside a chat message, a player of the game page or a profile: a small form (what, why, a few
// words) that files a report with the moderators (docs/api.md, "Moderation"). Loaded on first use with
// its words (shared/i18n/moderation.ts), never in the shell.
import { useEffect, useId, useRef, useState } from "preact/hooks";
import { REPORT_REASONS, REPORT_TEXT_MAX_CHARS, type ReportKind, type ReportReason } from "../../../../shared/api/moderation";
import { moderationMessages } from "../../../../shared/i18n/moderation";
import { ErrorNote, useI18n } from "../../ui";
import { moderationApi } from "./api";

/** Who or what is reported: a message by its game and id, a player by their id or their seat in a game. */
export type ReportTarget = { messageId: string; gameId: string } | { userId: string } | { gameId: string; seat: number };

/** The words are known once the catalog is learned: until then the menu shows nothing. */
export function useModerationWords() {
  const { t, learn } = useI18n();
  useEffect(() => learn(moderationMessages), [learn]);
  return t("report.title") !== "report.title";
}

export function ReportMenu({ target, name }: { target: ReportTarget; name: string }) {
  const { t } = useI18n();
  const known = useModerationWords();
  const kinds: ReportKind[] = "messageId" in target ? ["message"] : ["player", "name"];
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ReportKind>(kinds[0]!);
  const [reason, setReason] = useState<ReportReason>(kinds[0] === "message" ? "abuse" : "cheating");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<"sent" | "duplicate" | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  useEffect(() => {
    if (open) form.current?.querySelector("select")?.focus();
  }, [open]);
  if (!known) return null;

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const send = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const report = await moderationApi.report({ ...target, kind, reason, ...(text.trim() ? { text } : {}) });
      setDone(report.duplicate ? "duplicate" : "sent");
      close();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span class="report">
      <button
        type="button"
        class="link"
        ref={opener}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t("messageId" in target ? "report.openMessage" : "report.openFor", { name })}
      </button>
      {done && (
        <span role="status" class="fine">
          {t(done === "sent" ? "report.sent" : "report.duplicate")}
        </span>
      )}
      {open && (
        <form
          id={`${id}-form`}
          ref={form}
          class="stack report-form"
          aria-label={t("report.title")}
          onSubmit={send}
          onKeyDown={(e) => e.key === "Escape" && close()}
        >
          {kinds.length > 1 && (
            <label>
              {t("report.what")}
              <select value={kind} onChange={(e) => setKind((e.target as HTMLSelectElement).value as ReportKind)}>
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`report.kind.${k}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            {t("report.reason")}
            <select value={reason} onChange={(e) => setReason((e.target as HTMLSelectElement).value as ReportReason)}>
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`report.reason.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("report.text")}
            <textarea
              rows={2}
              maxLength={REPORT_TEXT_MAX_CHARS}
              value={text}
              onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
            />
          </label>
          <div class="row">
            <button type="submit" disabled={busy}>
              {t("report.send")}
            </button>
            <button type="button" class="secondary" onClick={close}>
              {t("report.cancel")}
            </button>
          </div>
          <ErrorNote error={error} />
        </form>
      )}
    </span>
  );
}
