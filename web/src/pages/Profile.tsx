// A public profile: the name, the ratings per game and the finished public games. On one's own profile,
// the forced-moves preference too (the server plays my only legal move when it reveals nothing), and
// one's friends; on another's, the way to become friends (both loaded once the page is drawn).
import { useEffect, useState } from "preact/hooks";
import { listOf } from "../../../shared/i18n/index";
import { since } from "../i18n/index";
import { Link } from "../router";
import type { Profile } from "../../../shared/api/index";
import { socialApi } from "../social-api";
import { ErrorNote, useI18n, useSession } from "../ui";
import { seatName, summaryStatus } from "./Home";
import { RestDaysLine, RhythmLines } from "./Clocks";
import { lazyPart } from "../lazy-part";

/** Blocking comes with its words on first use (./blocks.tsx), not in the shell. */
const ProfileBlock = lazyPart(() => import("./blocks").then((m) => m.ProfileBlock));
const friendWords = () => import("../../../shared/i18n/friends").then((m) => m.friendMessages);
const FriendsSection = lazyPart(() => import("./Friends").then((m) => m.FriendsSection), friendWords);
const AddFriend = lazyPart(() => import("./Friends").then((m) => m.AddFriend), friendWords);
/** The report menu and its words load once the page has settled, never in the shell. */
const Report = lazyPart(() => import("./moderation/ReportMenu").then((m) => m.ReportMenu));

export function ProfilePage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const { user } = useSession();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    socialApi.profile(id).then(setProfile, setError);
  }, [id]);
  if (error)
    return (
      <section class="panel narrow">
        <ErrorNote error={error} />
      </section>
    );
  if (!profile) return <p class="loading">{t("loading")}</p>;
  return (
    <section class="panel narrow profile">
      <h1>{t("profile.title", { name: profile.user.name })}</h1>
      {/* Friends are for players signed in by email on both sides (docs/social.md). */}
      {user && !user.guest && !profile.user.guest && user.id !== profile.user.id && (
        <AddFriend key={profile.user.id} userId={profile.user.id} name={profile.user.name} />
      )}
      {user && user.id !== profile.user.id && <Report target={{ userId: profile.user.id }} name={profile.user.name} />}
      <h2>{t("rhythm.title")}</h2>
      <RhythmLines rhythm={profile.rhythm} />
      {profile.user.rest && <RestDaysLine rest={profile.user.rest} />}
      <h2>{t("profile.ratings")}</h2>
      {profile.ratings.length === 0 ? (
        <p class="fine">{t("profile.noRatings")}</p>
      ) : (
        <ul class="ratings">
          {profile.ratings.map((r) => (
            <li key={r.game}>
              <span class="game-name">{r.gameName}</span>{" "}
              {t("profile.rating", { rating: r.rating, deviation: r.deviation, games: r.games })}
            </li>
          ))}
        </ul>
      )}
      <h2>{t("profile.finished")}</h2>
      {profile.finished.length === 0 ? (
        <p class="fine">{t("profile.noFinished")}</p>
      ) : (
        <ul class="game-list-plain">
          {profile.finished.map((g) => (
            <li key={g.id}>
              <Link href={`/play/${encodeURIComponent(g.id)}`}>
                <span class="game-name">{g.gameName}</span>{" "}
                {listOf(
                  g.players.filter((p) => p.seat !== g.playerSeat).map((p) => seatName(p, p.seat, t)),
                  lang,
                )}{" "}
                · {g.won ? t("profile.won") : t("profile.lost")} · {summaryStatus(g, t, lang)} ·{" "}
                <time dateTime={g.updatedAt}>{since(g.updatedAt, lang)}</time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {user?.id === profile.user.id && <FriendsSection />}
      {user?.id === profile.user.id && <ForcedMoves initial={user.autoPlayForced} />}
      {user && user.id !== profile.user.id && <ProfileBlock userId={profile.user.id} name={profile.user.name} />}
    </section>
  );
}

function ForcedMoves({ initial }: { initial: boolean }) {
  const { t } = useI18n();
  const [on, setOn] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const change = async (next: boolean) => {
    setOn(next);
    setSaved(false);
    setError(null);
    try {
      await socialApi.setAutoPlayForced(next);
      setSaved(true);
    } catch (e) {
      setOn(!next);
      setError(e);
    }
  };
  return (
    <section aria-labelledby="forced-title">
      <h2 id="forced-title">{t("settings.forcedTitle")}</h2>
      <label class="check">
        <input type="checkbox" checked={on} onChange={(e) => change((e.target as HTMLInputElement).checked)} />
        {t("settings.forced")}
      </label>
      <p role="status" class="fine">
        {saved ? t("settings.forcedSaved") : ""}
      </p>
      <ErrorNote error={error} />
    </section>
  );
}
