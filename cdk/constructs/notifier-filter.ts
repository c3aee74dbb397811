// Which records of the table's stream invoke the notifier: Lambda matches these patterns before it
// invokes (and bills) the function. They pass what functions/lambda/notifier.ts acts on (the changes
// store/changes.ts reads): a game item written (pushed to open pages, queued for notices) or deleted (a
// cancel), a tournament item or a chat message written. Presence (LIVE#), ledger claims and held notices
// (NOTIFY#), rate-limit counters, users, memberships and every TTL deletion go by uninvoked.
export const notifierStreamFilters = [
  { eventName: ["INSERT", "MODIFY"], dynamodb: { Keys: { sk: { S: ["GAME", "TOUR", { prefix: "CHAT#" }] } } } },
  { eventName: ["REMOVE"], dynamodb: { Keys: { sk: { S: ["GAME"] } } } },
];
