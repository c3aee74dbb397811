// A Yucatán move in words, from what the mover sees: the confirm step of the web client, and the
// choices of a "your turn" mail.
import type { DescribeContext } from "../module";
import type { YucatanMove, YucatanView } from "./index";

export function describeYucatanMove(move: YucatanMove, { view, seat, t, playerName }: DescribeContext<YucatanView>): string {
  switch (move.type) {
    case "placeVillage":
      return t(
        view.phase === "largeVillage"
          ? "yucatan.describe.placeLarge"
          : view.phase === "smallVillage"
            ? "yucatan.describe.placeSmall"
            : "yucatan.describe.placeNeutral",
        { hex: move.hex },
      );
    case "placeWarriors":
      return t("yucatan.describe.placeWarriors", { h1: move.hexes[0], g1: move.guilds[0], h2: move.hexes[1], g2: move.guilds[1] });
    case "establish":
      return t("yucatan.describe.establish", { hex: move.hex });
    case "enlarge":
      return t("yucatan.describe.enlarge", { hex: move.hex });
    case "deploy":
      return t("yucatan.describe.deploy", { hex: move.hex, guild: move.guild, fromVillage: view.villages.some((v) => v.hex === move.hex) });
    case "move": {
      const w = view.warriors.find((x) => x.id === move.warrior);
      const enemy = view.warriors.find((x) => x.hex === move.to && x.owner !== seat);
      const village = view.villages.find((v) => v.hex === move.to && v.owner !== seat);
      const city = view.cities.find((x) => x.hex === move.to && x.seat !== seat);
      const effect = enemy ? "attack" : village ? "raid" : city ? "city" : null;
      const owner = enemy ? enemy.owner : village ? village.owner : city ? city.seat : null;
      return t("yucatan.describe.move", {
        id: move.warrior,
        guild: w?.guild,
        from: w?.hex,
        to: move.to,
        effect,
        owner,
        name: owner === null ? "" : playerName(owner),
        enemyGuild: enemy?.guild ?? null,
      });
    }
    case "build":
      return t("yucatan.describe.build", { level: (seat === null ? 0 : view.seats[seat]!.pyramid) + 1 });
    case "removeWarrior": {
      const w = view.warriors.find((x) => x.id === move.warrior);
      return t("yucatan.describe.remove", { id: move.warrior, guild: w?.guild, hex: w?.hex });
    }
    case "pass":
      return t("yucatan.describe.pass");
  }
}
