// Why mail to the player's address stopped: SES said it bounced, or that they marked a mail as spam
// (functions/notifier/mail-events.ts). Shown in Settings' email section while the mark lasts.
import type { EmailTrouble } from "../../../shared/api/index";
import { intl } from "../../../shared/i18n/intl";
import { useI18n } from "../ui";

export function MailTrouble({ email, trouble }: { email: string; trouble: EmailTrouble }) {
  const { t, lang } = useI18n();
  const date = intl(Intl.DateTimeFormat, lang, { dateStyle: "long" }).format(new Date(trouble.at));
  return <p class="error">{t(`settings.emailTrouble.${trouble.kind}`, { email, date })}</p>;
}
