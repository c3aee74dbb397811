import type { RemovalPolicy } from "aws-cdk-lib";
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from "aws-cdk-lib/aws-dynamodb";
import { Construct } from "constructs";

export interface DataTableProps {
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
}

/** Index names the functions query; the key attributes are `<index>pk` and `<index>sk`. */
export const lobbyIndex = "gsi1";
export const deadlineIndex = "gsi2";

/**
 * The single Turnpost table. The stream (old and new images) feeds the notifier; TTL on `ttl`
 * (epoch seconds) expires sessions and links; `gsi1` lists open games for the lobby and the sparse
 * `gsi2` holds only items with a pending deadline, which is what the clock sweeps.
 */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id);
    this.table = new Table(this, "Table", {
      partitionKey: { name: "pk", type: AttributeType.STRING },
      sortKey: { name: "sk", type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: "ttl",
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    for (const indexName of [lobbyIndex, deadlineIndex]) {
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: { name: `${indexName}pk`, type: AttributeType.STRING },
        sortKey: { name: `${indexName}sk`, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
