// Settings' "Delete my account" section (docs/privacy.md), loaded on first use with its own words: first
// "Download my data", then the deletion: a member confirms by the link mailed to their address, a guest by asking; during the 7 days'
// grace the section says when, and keeps the account on request.
import { useState } from "preact/hooks";
import type { PublicUser } from "../../../shared/api/index";
import { LANGS, translator, type Lang, type Translate } from "../../../shared/i18n/index";
import { leaveSectionMessages } from "../../../shared/i18n/leave-section";
import { intl } from "../../../shared/i18n/intl";
import { api, request } from "../api";
import { ErrorNote, useI18n, useSession } from "../ui";
import { Section } from "./settings-parts";

const sectionWords = Object.fromEntries(LANGS.map((lang) => [lang, translator(lang, leaveSectionMessages)])) as Record<Lang, Translate>;

export function LeaveSection({ user }: { user: PublicUser }) {
  const { lang } = useI18n();
  const { setUser } = useSession();
  const w = sectionWords[lang];
  const [mailed, setMailed] = useState(false);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const act = (run: () => Promise<void>) => async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const ask = act(async () => {
    const { status } = await request<unknown>("POST", "/api/me/deletion");
    if (status === 202) setMailed(true);
    else setUser(await api.me());
  });
  const keep = act(async () => {
    await request<unknown>("DELETE", "/api/me/deletion");
    setKept(true);
    setUser(await api.me());
  });
  const date = (iso: string) => intl(Intl.DateTimeFormat, lang, { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
  return (
    <Section id="settings-leave" title={w("leave.title")}>
      <p>
        <a href="/api/me/data" download aria-describedby="settings-download-hint">
          {w("leave.download")}
        </a>
      </p>
      <p class="fine" id="settings-download-hint">
        {w("leave.downloadHint")}
      </p>
      {user.deletionCancelledAt && !user.deletionDueAt ? <p role="status">{w("leave.cancelled")}</p> : null}
      {kept ? <p role="status">{w("leave.kept")}</p> : null}
      {user.deletionDueAt ? (
        <>
          <p role="status">{w("leave.due", { date: date(user.deletionDueAt) })}</p>
          <div class="row">
            <button type="button" disabled={busy} onClick={keep}>
              {w("leave.keep")}
            </button>
          </div>
        </>
      ) : (
        <>
          <p class="fine">{w("leave.explain")}</p>
          {mailed ? (
            <p role="status">{w("leave.mailed", { email: user.email ?? "" })}</p>
          ) : (
            <div class="row">
              <button type="button" disabled={busy} onClick={ask}>
                {w("leave.ask")}
              </button>
            </div>
          )}
        </>
      )}
      <ErrorNote error={error} />
    </Section>
  );
}
