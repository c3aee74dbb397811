// Runs one CPU-bound bench section in a fresh process (its own heap and JIT, nothing else of the bench
// on its event loop) and prints its result as JSON on the last line: `tsx bench/child.ts <section> <json args>`.
import { measureMovePath } from "./move-path";
import { measurePlayouts, measureReplay } from "./engine";
import { measureOurMoveInProcess } from "./peer";
import { measureHistory } from "./history";

const sections: Record<string, (args: any) => unknown> = {
  "move-path": (a) => measureMovePath(a.game, a.players, a.moves),
  history: (a) => measureHistory(a.game, a.players, a.candidates),
  "peer-in-process": (a) => measureOurMoveInProcess(a.games, a.warmupGames),
  engine: (a) => ({ playouts: measurePlayouts(a.game, a.players, a.budgetMs), replay: measureReplay(a.game, a.players, a.repetitions) }),
};

const [name, args] = process.argv.slice(2);
const result = await sections[name!]!(JSON.parse(args ?? "{}"));
process.stdout.write(`\n${JSON.stringify(result)}\n`);
