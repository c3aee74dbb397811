// A Yucata' move in words, from what the mover sees: the confirm step of the web client, and the
// choices of a "your turn" mail.
import type { DescribeContext } from "../module";
import { cardOutcome } from "./rules";
import type { YucataMove, YucataView } from "./index";

export function describeYucataMove(move: YucataMove, { view, seat, t }: DescribeContext<YucataView>): string {
  const card = t("yucata.card", { card: move.card });
  const outcome = seat === null ? null : cardOutcome(view, seat, move.card);
  if (!outcome) return t("yucata.describeBare", { card });
  return t("yucata.describe", { card, from: view.positions[seat!], to: outcome.to, ...outcome.taken });
}
