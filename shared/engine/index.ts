// The contract every game implements and the engine's helpers. Code outside the project imports these
// names: keep them stable.
export {
  checkPlayerCount,
  type GameDefinition,
  type GameResult,
  type LogEntry,
  type LogParam,
  type Refusal,
  RuleError,
  ruleRefusal,
  type SetupInput,
} from "./contract";
export { isLogVisibleTo } from "./log";
export { Random, type RandomState } from "./random";
export { moveRevealed, turnSteps } from "./reveal";
export { copyData } from "./copy";
export { revisionOf, rulesAtLeast, setupRevision } from "./revision";
