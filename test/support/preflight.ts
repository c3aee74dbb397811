// The first step of `npm test`: stops at once when this machine lacks what the suite needs.
import { lacking, thisMachine } from "./machine";

const missing = lacking(thisMachine());
if (missing.length > 0) {
  console.error(`npm test needs what npm install does not bring:\n${missing.map((line) => `- ${line}`).join("\n")}`);
  process.exit(1);
}
