// Game links in chats: the spectator page /g/<id> and the invitation /join/<id> carry link-preview tags,
// /og/<id>/<version>.png is the board image, /oembed describes a game for sites that embed links.
// Everything here is what a spectator may see, and nothing of a private game. The app hands these
// requests on ahead of its session middleware (./app.ts): they never read a session, and they set
// headers of their own (the image and the oEmbed answer are meant to be loaded by other sites).
import { Hono, type Context } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { DomainError } from "../record/errors";
import { isWellFormedId } from "../store/ids";
import { definitionOf } from "../service/games";
import type { GameStore } from "../store/games";
import type { GameRecord } from "../record/game";
import type { Description, GameFacts } from "../previews/describe";
import type { PreviewTags } from "../previews/page";
import type { TournamentFacts } from "../previews/tournament-card";
import type { TournamentService } from "../service/tournaments";
import { currentStandings, openedRounds, roundCount, type TournamentRecord } from "../record/tournament";
import { PREVIEW_PATHS } from "./preview-paths";

export interface PreviewDeps {
  store: GameStore;
  tournaments: TournamentService;
  appUrl: string;
}

const GENERIC: Description = {
  title: "Turnpost",
  description: "Board games by correspondence: move, close the tab, get told when it is your turn.",
};
/** Rendered images kept in memory: a move shared in a busy chat is fetched by many crawlers at once. */
const IMAGE_CACHE_SIZE = 32;

type Renderers = typeof import("../previews/card") &
  typeof import("../previews/describe") &
  typeof import("../previews/page") &
  typeof import("../previews/png") &
  typeof import("../previews/tournament-card");
let renderersLoading: Promise<Renderers> | undefined;

/** The preview renderers, imported on the first preview request: a cold start that answers a move need not compile them. */
function renderers(): Promise<Renderers> {
  renderersLoading ??= Promise.all([
    import("../previews/card"),
    import("../previews/describe"),
    import("../previews/page"),
    import("../previews/png"),
    import("../previews/tournament-card"),
  ]).then(([card, describe, page, png, tournament]) => ({ ...card, ...describe, ...page, ...png, ...tournament }));
  return renderersLoading;
}

function factsOf(game: GameRecord): GameFacts {
  return {
    game: game.game,
    players: game.players.map((p) => p.name),
    status: game.status,
    awaiting: game.awaiting,
    result: game.result,
    turnSince: game.turnSince,
    view: game.state === null ? null : definitionOf(game.game).view(game.state, null),
  };
}

/** What a tournament's picture and words show: its public page's facts. */
function tournamentFacts(tournament: TournamentRecord): TournamentFacts {
  const names = new Map(tournament.entrants.map((e) => [e.userId, e.name]));
  const started = tournament.status === "active" || tournament.status === "finished";
  return {
    name: tournament.name,
    gameName: definitionOf(tournament.game).name,
    format: tournament.format,
    tableSize: tournament.tableSize,
    status: tournament.status,
    entrants: tournament.entrants.length,
    maxEntrants: tournament.maxEntrants,
    round: openedRounds(tournament).length,
    rounds: roundCount(tournament),
    standings: started
      ? currentStandings(tournament).map((s) => ({ rank: s.rank, name: names.get(s.entrant) ?? "?", points: s.points }))
      : [],
  };
}

export function previewRoutes(deps: PreviewDeps): Hono {
  const app = new Hono();
  const images = new Map<string, Uint8Array>();
  const link = (path: string) => new URL(path, deps.appUrl).toString();

  /** A public game, or null: an unknown id and a private game look the same from outside. */
  async function publicGame(id: string): Promise<GameRecord | null> {
    if (!isWellFormedId(id)) return null;
    const game = await deps.store.get(id);
    return game && !game.private ? game : null;
  }

  async function page(c: Context, kind: "game" | "invite") {
    const id = c.req.param("id") ?? "";
    const game = await publicGame(id);
    const path = kind === "game" ? `/g/${encodeURIComponent(id)}` : `/join/${encodeURIComponent(id)}`;
    const { CARD_HEIGHT, CARD_WIDTH, describeGame, describeInvite, indexHtml, previewImageUrl, withPreviewTags } = await renderers();
    let tags: PreviewTags;
    if (!game) {
      tags = { ...GENERIC, noindex: true };
      c.header("Cache-Control", "no-cache");
    } else {
      const facts = factsOf(game);
      const words = kind === "invite" ? describeInvite(facts) : describeGame(facts);
      const url = link(path);
      tags = {
        ...words,
        url,
        image: {
          url: previewImageUrl(deps.appUrl, game)!,
          width: CARD_WIDTH,
          height: CARD_HEIGHT,
          alt: `${words.title}. ${words.description}`,
        },
        oembed: link(`/oembed?url=${encodeURIComponent(url)}&format=json`),
      };
      c.header("Cache-Control", "public, max-age=60");
    }
    return c.html(withPreviewTags(await indexHtml(`/play/${encodeURIComponent(id)}`), tags));
  }

  /** The PNG drawn under `key` (kept among the last few drawn), as an answer other sites may load. */
  async function picture(c: Context, key: string, cacheControl: string, draw: () => Promise<Uint8Array>) {
    let png = images.get(key);
    if (!png) {
      png = await draw();
      images.set(key, png);
      if (images.size > IMAGE_CACHE_SIZE) images.delete(images.keys().next().value!);
    }
    c.header("Content-Type", "image/png");
    c.header("Cache-Control", cacheControl);
    c.header("Access-Control-Allow-Origin", "*");
    return c.body(png.slice().buffer as ArrayBuffer);
  }

  /** A public tournament, or null: an unknown id and a private tournament look the same from outside. */
  async function publicTournament(id: string): Promise<TournamentRecord | null> {
    const tournament = isWellFormedId(id) ? await deps.tournaments.find(id) : null;
    return tournament && !tournament.private ? tournament : null;
  }

  /**
   * The web client at `path` with the tags of `card`: its words and a tournament's picture, or, for
   * what is private or unknown, generic tags that say nothing about it.
   */
  async function taggedPage(c: Context, path: string, card: { words: Description; tournament: TournamentRecord } | null) {
    const { CARD_HEIGHT, CARD_WIDTH, indexHtml, tournamentImageUrl, withPreviewTags } = await renderers();
    const tags: PreviewTags = card
      ? {
          ...card.words,
          url: link(path),
          image: {
            url: tournamentImageUrl(deps.appUrl, card.tournament)!,
            width: CARD_WIDTH,
            height: CARD_HEIGHT,
            alt: `${card.words.title}. ${card.words.description}`,
          },
        }
      : { ...GENERIC, noindex: true };
    c.header("Cache-Control", card ? "public, max-age=60" : "no-cache");
    return c.html(withPreviewTags(await indexHtml(path), tags));
  }

  // A tournament's page: the invitation too, so a private one says nothing about itself.
  app.use("/t/*", secureHeaders());
  app.get(PREVIEW_PATHS.tournament, async (c) => {
    const id = c.req.param("id");
    const tournament = await publicTournament(id);
    const { describeTournament } = await renderers();
    const card = tournament && { words: describeTournament(tournamentFacts(tournament)), tournament };
    return taggedPage(c, `/t/${encodeURIComponent(id)}`, card);
  });

  // A league's page: its words, and the picture of its top division (a public league's divisions are public).
  app.use("/l/*", secureHeaders());
  app.get(PREVIEW_PATHS.league, async (c) => {
    const id = c.req.param("id");
    const league = await deps.tournaments.findLeague(id);
    const season = league && !league.settings.private ? league.seasons.at(-1) : undefined;
    const top = season?.divisions[0] ? await deps.tournaments.find(season.divisions[0]) : null;
    const { describeLeague } = await renderers();
    const card =
      league && season && top
        ? {
            words: describeLeague(
              { name: league.name, season: league.seasons.length, divisions: season.divisions.length },
              tournamentFacts(top),
            ),
            tournament: top,
          }
        : null;
    return taggedPage(c, `/l/${encodeURIComponent(id)}`, card);
  });

  app.use("/g/*", secureHeaders());
  app.use("/join/*", secureHeaders());
  app.get(PREVIEW_PATHS.game, (c) => page(c, "game"));
  app.get(PREVIEW_PATHS.invite, (c) => page(c, "invite"));

  // Other sites show these: a chat's image proxy, a mail client, a page embedding the game.
  app.use("/og/*", secureHeaders({ crossOriginResourcePolicy: "cross-origin" }));
  app.use("/oembed", secureHeaders({ crossOriginResourcePolicy: "cross-origin" }));

  app.get(PREVIEW_PATHS.tournamentImage, async (c) => {
    const tournament = await publicTournament(c.req.param("id"));
    if (!tournament) throw new DomainError("not-found", "tournament-not-found", "No tournament has this id: check the link.");
    const { svgToPng, tournamentCardSvg, tournamentImageUrl } = await renderers();
    const rev = Number(c.req.param("file").replace(/\.png$/, ""));
    if (rev !== tournament.rev) {
      // Another revision than today's: the picture as the tournament stands now.
      c.header("Cache-Control", "public, max-age=60");
      return c.redirect(tournamentImageUrl(deps.appUrl, tournament)!, 302);
    }
    // A revision's picture never changes: every change of the tournament bumps its revision.
    return picture(c, `t/${tournament.id}/${tournament.rev}`, "public, max-age=31536000, immutable", () =>
      svgToPng(tournamentCardSvg(tournamentFacts(tournament))),
    );
  });

  app.get(PREVIEW_PATHS.gameImage, async (c) => {
    const game = await publicGame(c.req.param("id"));
    if (!game) throw new DomainError("not-found", "game-not-found", "No game has this id: check the link.");
    const { cardInput, cardSvg, previewImageUrl, svgToPng } = await renderers();
    const version = Number(c.req.param("file").replace(/\.png$/, ""));
    if (version > game.version) throw new DomainError("not-found", "no-such-version", `This game has ${game.version} moves so far.`);
    if (version < game.version) {
      // The board as it stands: an old link (a chat that cached the page long ago) shows today's game.
      c.header("Cache-Control", "public, max-age=60");
      return c.redirect(previewImageUrl(deps.appUrl, game)!, 302);
    }
    const facts = factsOf(game);
    // Seats fill while a game is open without a new version: its picture may change under one address.
    const key = `${game.id}/${game.version}/${JSON.stringify(facts.players)}`;
    return picture(c, key, game.state === null ? "public, max-age=60" : "public, max-age=31536000, immutable", () =>
      svgToPng(cardSvg(cardInput(facts))),
    );
  });

  // oEmbed 1.0 (https://oembed.com): a game is a "photo", its board image. An iframe ("rich") would
  // need the page to be framed, which the site's frame-ancestors 'none' forbids.
  app.get(PREVIEW_PATHS.oembed, async (c) => {
    const format = c.req.query("format") ?? "json";
    // oEmbed's own status for a format the provider does not speak.
    if (format !== "json") return c.json({ error: { code: "json-only", message: "oEmbed answers are JSON only: use format=json." } }, 501);
    const raw = c.req.query("url") ?? "";
    let target: URL;
    try {
      target = new URL(raw);
    } catch {
      throw new DomainError("invalid", "bad-request", "url must be the address of a Turnpost game, such as /g/<id>.");
    }
    const match = /^\/(g|join)\/([^/]+)\/?$/.exec(target.pathname);
    if (target.origin !== new URL(deps.appUrl).origin || !match) {
      throw new DomainError("not-found", "not-a-game-link", "url is not the address of a game on this Turnpost.");
    }
    let id: string;
    try {
      id = decodeURIComponent(match[2]!);
    } catch {
      throw new DomainError("not-found", "game-not-found", "No game has this id: check the link.");
    }
    const game = await publicGame(id);
    if (!game) throw new DomainError("not-found", "game-not-found", "No game has this id: check the link.");
    const { CARD_HEIGHT, CARD_WIDTH, describeGame, describeInvite, previewImageUrl } = await renderers();
    const facts = factsOf(game);
    const words = match[1] === "join" ? describeInvite(facts) : describeGame(facts);
    // A consumer's maximum shrinks the reported size; the picture keeps its proportions.
    const limits = [Number(c.req.query("maxwidth")) / CARD_WIDTH, Number(c.req.query("maxheight")) / CARD_HEIGHT].filter((n) => n > 0);
    const scale = Math.min(1, ...limits);
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Cache-Control", "public, max-age=60");
    return c.json({
      version: "1.0",
      type: "photo",
      title: `${words.title}. ${words.description}`,
      url: previewImageUrl(deps.appUrl, game),
      width: Math.round(CARD_WIDTH * scale),
      height: Math.round(CARD_HEIGHT * scale),
      provider_name: "Turnpost",
      provider_url: link("/"),
      cache_age: 60,
    });
  });

  return app;
}
