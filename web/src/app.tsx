// The shell: session, language, header and routes. Game code stays in lazily loaded plugins.
import { useCallback, useEffect, useMemo, useState } from "preact/hooks";
import type { PublicUser } from "../../shared/api/index";
import { api, seatTokens, takeSeatTokenFromUrl } from "./api";
import { forgetOfflineGames } from "./offline";
import { shellCatalog } from "../../shared/i18n/catalogs";
import { joinCatalogs, translator, type Catalog, type Lang } from "../../shared/i18n/index";
import { initialLang, rememberLang } from "./i18n/index";
import { gameIdOfPath } from "./paths";
import { pageDrawn } from "./page-drawn";
import { Link, navigate, usePath } from "./router";
import { I18n, LanguageOptions, Session, useI18n, useSession } from "./ui";
import { Home } from "./pages/Home";
import { Lobby } from "./pages/Lobby";
import { GamePage } from "./pages/Game";
import { OpenGames } from "./pages/OpenGames";
import { ProfilePage } from "./pages/Profile";
import { OpenTournaments } from "./pages/OpenTournaments";
import { OpenLeagues } from "./pages/Leagues";
import { focusMoves } from "./pages/Shortcuts";
import { lazyPage } from "./lazy-page";
import { lazyPart } from "./lazy-part";

const competitionWords = () => import("../../shared/i18n/competition-pages").then((m) => m.competitionPageMessages);
const TournamentPage = lazyPage(() => import("./pages/Tournament").then((m) => m.TournamentPage), competitionWords);
const NewTournament = lazyPage(() => import("./pages/NewTournament").then((m) => m.NewTournament), competitionWords);
const LeaguePage = lazyPage(() => import("./pages/League").then((m) => m.LeaguePage), competitionWords);
const NewLeague = lazyPage(() => import("./pages/NewLeague").then((m) => m.NewLeague), competitionWords);
const RulesIndex = lazyPage(() => import("./pages/Rules").then((m) => m.RulesIndex));
const RulesPage = lazyPage(() => import("./pages/Rules").then((m) => m.RulesPage));
const Settings = lazyPage(
  () => import("./pages/Settings").then((m) => m.Settings),
  () => import("../../shared/i18n/settings-mail").then((m) => m.settingsMailMessages),
);
const FriendRequests = lazyPart(
  () => import("./pages/Friends").then((m) => m.FriendRequests),
  () => import("../../shared/i18n/friends").then((m) => m.friendMessages),
);
const SeatsWanted = lazyPart(() => import("./pages/SeatsWanted").then((m) => m.SeatsWanted));

// Done already by the page's early script, unless it failed to load.
takeSeatTokenFromUrl();

export function App() {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const [user, setUser] = useState<PublicUser | null | undefined>(undefined);
  const [gameCatalogs, setGameCatalogs] = useState<Catalog[]>([]);
  const t = useMemo(() => translator(lang, joinCatalogs(shellCatalog, ...gameCatalogs)), [lang, gameCatalogs]);
  const learn = useCallback((catalog: Catalog) => setGameCatalogs((known) => (known.includes(catalog) ? known : [...known, catalog])), []);
  const path = usePath();

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // Any page but a game's is drawn once the session is known; a game's says when its board is (Game.tsx).
  const drawn = user !== undefined && gameIdOfPath(path) === null;
  useEffect(() => {
    if (drawn) pageDrawn();
  }, [drawn]);

  useEffect(() => {
    // Signed out (401) or unreachable: either way the sign-in form is what to show. A page opened offline
    // asks again once the connection is back.
    const ask = () => void api.me().then(setUser, () => setUser(null));
    ask();
    addEventListener("online", ask);
    return () => removeEventListener("online", ask);
  }, []);

  const setLang = (next: Lang) => {
    rememberLang(next);
    setLangState(next);
    // Mail and notifications follow the language the player reads.
    if (user) api.updateMe({ lang: next }).catch(() => undefined);
  };

  return (
    <I18n.Provider value={{ lang, t, setLang, learn }}>
      <Session.Provider value={{ user, setUser }}>
        <Header />
        <main id="main">
          <Route path={path} />
        </main>
      </Session.Provider>
    </I18n.Provider>
  );
}

function Route({ path }: { path: string }) {
  const { user } = useSession();
  const game = gameIdOfPath(path);
  if (game !== null) return <GamePage key={game} id={game} />;
  if (path === "/new") return <Lobby />;
  if (path === "/settings") return <Settings />;
  if (path === "/lobby")
    return (
      <>
        {user && !user.guest && <FriendRequests key={user.id} />}
        <OpenGames />
        <SeatsWanted />
        <OpenTournaments />
        <OpenLeagues />
      </>
    );
  if (path === "/tournaments/new") return <NewTournament />;
  const tournament = path.match(/^\/t\/([^/]+)\/?$/);
  if (tournament) return <TournamentPage key={tournament[1]} id={decodeURIComponent(tournament[1]!)} />;
  if (path === "/leagues/new") return <NewLeague />;
  const league = path.match(/^\/l\/([^/]+)\/?$/);
  if (league) return <LeaguePage key={league[1]} id={decodeURIComponent(league[1]!)} />;
  if (path === "/rules" || path === "/rules/") return <RulesIndex />;
  const rules = path.match(/^\/rules\/([^/]+)\/?$/);
  if (rules) return <RulesPage key={rules[1]} id={decodeURIComponent(rules[1]!)} />;
  const profile = path.match(/^\/u\/([^/]+)\/?$/);
  if (profile) return <ProfilePage key={profile[1]} id={decodeURIComponent(profile[1]!)} />;
  if (path === "/") return <Home />;
  return <NotFound />;
}

function NotFound() {
  const { t } = useI18n();
  return (
    <section class="panel">
      <h1>{t("notFound.title")}</h1>
      <p>
        <Link href="/">{t("notFound.home")}</Link>
      </p>
    </section>
  );
}

/** The game page's skip link: straight to the first control on the board, else to the board itself. */
function skipToMoves(event: Event) {
  if (focusMoves()) event.preventDefault();
}

function Header() {
  const { t, lang, setLang } = useI18n();
  const { user, setUser } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = async () => {
    try {
      await api.signOut();
    } finally {
      // A shared computer should not keep anybody's seats after they leave.
      seatTokens.clearAll();
      forgetOfflineGames();
      setUser(null);
      navigate("/");
    }
  };
  return (
    <header class="top">
      {gameIdOfPath(location.pathname) !== null && (
        // biome-ignore lint/a11y/useValidAnchor: a skip link; the handler only moves focus where the href points.
        <a class="skip" href="#moves" onClick={skipToMoves}>
          {t("nav.skipToMoves")}
        </a>
      )}
      <a class="skip" href="#main">
        {t("nav.skip")}
      </a>
      <Link href="/" class="brand">
        Turnpost
      </Link>
      <nav aria-label={t("nav.label")}>
        {user && <Link href="/new">{t("nav.newGame")}</Link>}
        {/* On a phone the rest folds behind one button, so the header keeps to one line. */}
        <button type="button" class="menu-toggle" aria-expanded={menuOpen} aria-controls="more-nav" onClick={() => setMenuOpen(!menuOpen)}>
          {t("nav.menu")}
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on a link or button inside (keyboard included) closes the menu. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link or button inside fires this click too. */}
        <div
          id="more-nav"
          class={menuOpen ? "more open" : "more"}
          onClick={(event) => (event.target as HTMLElement).closest("a, button") && setMenuOpen(false)}
        >
          {user && <Link href="/lobby">{t("openGames.title")}</Link>}
          <Link href="/rules">{t("nav.rules")}</Link>
          <label class="lang">
            <span class="visually-hidden">{t("nav.language")}</span>
            <select
              value={lang}
              onChange={(event) => {
                setLang((event.target as HTMLSelectElement).value as Lang);
                setMenuOpen(false); // the choice is made: the page, now in that language, comes back into view
              }}
            >
              <LanguageOptions />
            </select>
          </label>
          {user && (
            <span class="who">
              <span class="name" title={user.email ?? user.name}>
                {user.name}
              </span>
              <Link href={`/u/${user.id}`}>{t("profile.mine")}</Link>
              <Link href="/settings">{t("nav.settings")}</Link>
              <button type="button" class="link" onClick={signOut}>
                {t("nav.signOut")}
              </button>
            </span>
          )}
        </div>
      </nav>
    </header>
  );
}
