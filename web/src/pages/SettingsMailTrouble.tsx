// Why mail to the player's address stopped: SES said it bounced, or that they marked a mail as spam
// (functions/notifier/mail-events.ts). Shown in Settings' email section while the mark lasts, with the
// two ways back: confirm the same address again, or change to another; either by a link mailed to the
// address, which alone lifts the mark or makes the change (functions/http/email-confirm.ts).
import { useState } from "preact/hooks";
import type { EmailTrouble } from "../../../shared/api/index";
import { intl } from "../../../shared/i18n/intl";
import { api } from "../api";
import { ErrorNote, useI18n } from "../ui";
import { useAction } from "./form";

export function MailTrouble({ email, trouble }: { email: string; trouble: EmailTrouble }) {
  const { t, lang } = useI18n();
  const date = intl(Intl.DateTimeFormat, lang, { dateStyle: "long" }).format(new Date(trouble.at));
  const [other, setOther] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const send = (address?: string) => run(async () => setSentTo(await api.confirmEmail(address)));
  // Inside Settings' email form: these buttons send the link, never that form.
  return (
    <div class="stack" role="group" aria-labelledby="mail-fix-title">
      <p class="error">{t(`settings.emailTrouble.${trouble.kind}`, { email, date })}</p>
      <h3 id="mail-fix-title">{t("mailFix.title")}</h3>
      <p>{t("mailFix.again", { email })}</p>
      <button type="button" disabled={busy} onClick={() => send()}>
        {t("mailFix.againSubmit", { email })}
      </button>
      <p>{t("mailFix.other", { email })}</p>
      <label>
        {t("mailFix.otherLabel")}
        <input
          type="email"
          autoComplete="email"
          maxLength={254}
          value={other}
          onInput={(e) => setOther((e.target as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            if (other.trim()) void send(other.trim());
          }}
        />
      </label>
      <button type="button" disabled={busy || other.trim() === ""} onClick={() => send(other.trim())}>
        {t("mailFix.otherSubmit")}
      </button>
      {sentTo && (
        <p class="notice" role="status">
          {t("mailFix.sent", { email: sentTo })}
        </p>
      )}
      <ErrorNote error={error} />
    </div>
  );
}
