// The page's first script, small and loaded beside the app's bundle (web/build.ts): on a game's page it
// asks for the game at once, and for the game's chunk once the answer says which game it is, instead of
// both waiting for the app's bundle to arrive and run. The app takes that same answer (api.ts), so the
// page makes one request, with the seat token or session the app would have sent.
import { askGameEarly, takeSeatTokenFromUrl } from "./api";
import { preloadGameFiles } from "./game-files";
import { gameIdOfPath } from "./paths";

takeSeatTokenFromUrl();
const gameId = gameIdOfPath(location.pathname);
if (gameId)
  void askGameEarly(gameId).then((gameType) => {
    if (gameType) preloadGameFiles(gameType);
  });
