// The page's first script, small and loaded beside the app's bundle (web/build.ts): on a game's page it
// asks for the game at once, and for the game's chunk once the answer says which game it is, instead of
// both waiting for the app's bundle to arrive and run. The app takes that same answer (api.ts), so the
// page makes one request, with the seat token or session the app would have sent.
import { askGameEarly, takeSeatTokenFromUrl } from "./api";
import { preloadGameFiles } from "./game-files";
import { gameIdOfPath } from "./paths";
import { initialLang } from "./i18n/index";

takeSeatTokenFromUrl();
const gameId = gameIdOfPath(location.pathname);
if (gameId)
  void askGameEarly(gameId).then((gameType) => {
    if (gameType) preloadGameFiles(gameType);
  });

// Then, while the main thread waits for the network to bring the app: making a first formatter of each
// kind the page's first drawing uses (plurals, lists, "2 hours ago", dates) loads the reader's language's
// data for it, tens of ms on a phone's CPU that the drawing would otherwise wait for.
setTimeout(() => {
  const lang = initialLang();
  new Intl.PluralRules(lang).select(1);
  new Intl.ListFormat(lang, { type: "conjunction" }).format([]);
  new Intl.RelativeTimeFormat(lang, { numeric: "auto" }).format(-1, "hour");
  new Intl.DateTimeFormat(lang, { dateStyle: "long" }).format(0);
});
