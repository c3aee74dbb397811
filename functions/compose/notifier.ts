// What a process tells people, and the moves they play from a notice, built on its core.
import type { Mailer } from "../mail/mailer";
import { MailPlay } from "../notifier/mail-play";
import { skipTroubledAddresses } from "../notifier/mail-events";
import { MailReplies } from "../notifier/mail-reply";
import { Notifier, type NotifierOptions } from "../notifier/notify";
import type { Core } from "./core";

// Every mail to a user goes through one of these two, which drop mail to an address SES bounced or
// that was reported as spam; sign-in (AuthService) mails through the bare mailer and refuses instead.

/** The notifier of a process: notices of the table's changes, and the clock's reminders. */
export function notifier(built: Core, options: NotifierOptions) {
  return new Notifier({ ...built, pages: built.connections, ...options, mailer: skipTroubledAddresses(options.mailer, built.users) });
}

/** Moves played by replying to a notice: the reply receivers' service (the local SMTP receiver, the mail-reply Lambda). */
export function mailReplies(built: Core, mailer: Mailer) {
  return new MailReplies({ ...built, mailer: skipTroubledAddresses(mailer, built.users), play: new MailPlay(built) });
}
