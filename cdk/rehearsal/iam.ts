// The deploy rehearsal's judge of AWS calls: whether a role's policy statements (resolved from the
// template) allow an action on a resource, as IAM evaluates identity policies: an explicit Deny wins,
// else some Allow must match the action, the resource and every condition.
export interface PolicyStatement {
  Effect: "Allow" | "Deny";
  Action: string | string[];
  Resource: string | string[];
  Condition?: Record<string, Record<string, string | string[]>>;
}

/** One AWS call as a stand-in recorded it: the action IAM authorises, on each resource it names. */
export interface AwsCall {
  action: string;
  resource: string;
  /** The request's condition keys (e.g. `ses:FromAddress`). */
  context?: Record<string, string>;
}

/** IAM's wildcards: `*` any run of characters, `?` one. */
function matches(pattern: string, value: string): boolean {
  const regex = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${regex}$`, "i").test(value);
}

function conditionsHold(condition: PolicyStatement["Condition"], context: Record<string, string>): boolean {
  return Object.entries(condition ?? {}).every(([operator, keys]) =>
    Object.entries(keys).every(([key, expected]) => {
      const actual = context[key];
      if (actual === undefined) return false;
      const values = [expected].flat();
      if (operator === "StringEquals") return values.includes(actual);
      if (operator === "StringLike") return values.some((value) => matches(value, actual));
      // An operator this judge does not know never holds, so the test fails rather than allows.
      return false;
    }),
  );
}

function applies(statement: PolicyStatement, call: AwsCall): boolean {
  return (
    [statement.Action].flat().some((action) => matches(action, call.action)) &&
    [statement.Resource].flat().some((resource) => matches(resource, call.resource)) &&
    conditionsHold(statement.Condition, call.context ?? {})
  );
}

export function allowed(statements: PolicyStatement[], call: AwsCall): boolean {
  if (statements.some((statement) => statement.Effect === "Deny" && applies(statement, call))) return false;
  return statements.some((statement) => statement.Effect === "Allow" && applies(statement, call));
}
