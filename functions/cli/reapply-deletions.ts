// Re-applies the deletion ledger after a restore (docs/privacy.md, docs/operations.md "Restoring the
// table"): a restored table holds the accounts deleted since its restore point again, so every account
// id in the ledger of the table it replaces is erased from it once more, and added to its own ledger.
//   DYNAMODB_ENDPOINT=http://127.0.0.1:8000 npm run reapply-deletions -- <ledger table> <restored table>
// (without DYNAMODB_ENDPOINT: the AWS account of the operator's credentials)
import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { pathToFileURL } from "node:url";
import { AccountDeletion } from "../service/account-deletion";
import { GameService } from "../service/games";
import { SeatHandover } from "../service/seat-handover";
import { DeletionStore } from "../store/deletions";
import { GameStore } from "../store/games";
import { RatingStore } from "../store/ratings";
import { dynamoClient } from "../store/table";
import { UserStore } from "../store/users";

/** Erases every account of `ledgerTable`'s ledger from `restoredTable`; answers how many accounts. */
export async function reapplyDeletions(client: DynamoDBClient, ledgerTable: string, restoredTable: string, now = () => new Date()) {
  const games = new GameStore(client, restoredTable);
  const handover = new SeatHandover(games, new GameService(games, now), now, new RatingStore(client, restoredTable));
  // No mailer: this only erases. The origin is that of no link, for none is made.
  const erasing = new AccountDeletion(
    new UserStore(client, restoredTable),
    new DeletionStore(client, restoredTable),
    games,
    handover,
    null,
    "http://localhost",
    now,
  );
  const ledger = await new DeletionStore(client, ledgerTable).ledger();
  for (const { userId } of ledger) await erasing.erase(userId);
  return ledger.length;
}

async function main(args: string[]): Promise<number> {
  if (args.length !== 2) {
    console.error("usage: npm run reapply-deletions -- <ledger table> <restored table>   (DYNAMODB_ENDPOINT names their DynamoDB)");
    return 2;
  }
  const [ledgerTable, restoredTable] = args as [string, string];
  const erased = await reapplyDeletions(dynamoClient(process.env.DYNAMODB_ENDPOINT), ledgerTable, restoredTable);
  console.log(`${erased} deleted accounts of ${ledgerTable}'s ledger erased again from ${restoredTable}.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`reapply-deletions: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
