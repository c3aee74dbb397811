// A notice on one channel goes at least once and by one delivery at a time: the delivery leases the
// ledger's entry, sends, then marks it sent (with the id the channel gave the message). Another delivery
// of the same notice meanwhile (a record seen twice, a sweep beside a wake-up) is refused the lease and
// retried, by then finding it sent; one cut off mid-send leaves a lease that runs out, and is sent again.
import type { NoticeKey, NoticeStore } from "../store/notices";
import { observe } from "../net/observe";

/** The notice is being sent by another delivery: retried later, when it will find it sent. */
class NoticeBeingSent extends Error {}

export async function sendOnce(
  notices: Pick<NoticeStore, "lease" | "markSent" | "release">,
  notice: NoticeKey,
  channel: string,
  send: () => Promise<unknown>,
): Promise<void> {
  if (!(await notices.lease(notice, channel))) {
    throw new NoticeBeingSent(`${notice.kind} of ${notice.gameId} at ${notice.version} for seat ${notice.seat}, on ${channel}`);
  }
  try {
    const receipt = await send();
    await notices.markSent(notice, channel, typeof receipt === "string" ? receipt : undefined);
    observe.count("NoticesSent", { name: "channel", value: metricChannel(channel) });
  } catch (error) {
    // Freed at once, so a retry need not wait for the lease to run out (it does, if this fails too).
    await notices.release(notice, channel).catch(() => undefined);
    throw error;
  }
}

/** A ledger channel as the NoticesSent metric names it: a few values, whatever the endpoint. */
function metricChannel(channel: string): string {
  if (channel === "email") return "mail";
  if (channel.startsWith("push:")) return "push";
  return "webhook"; // the user's own, or the game's chat
}
