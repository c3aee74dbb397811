// Where the link previews answer (./previews.ts registers its routes at these): the app knows them
// before the previews' module loads, so it hands those requests on without loading that module with
// every cold start (./app.ts).
export const PREVIEW_PATHS = {
  tournament: "/t/:id",
  league: "/l/:id",
  game: "/g/:id",
  invite: "/join/:id",
  tournamentImage: "/og/t/:id/:file{[0-9]{1,10}\\.png}",
  gameImage: "/og/:id/:file{[0-9]{1,10}\\.png}",
  oembed: "/oembed",
} as const;
