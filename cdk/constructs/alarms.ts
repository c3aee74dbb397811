import { Duration } from "aws-cdk-lib";
import type { HttpApi, WebSocketApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { FilterPattern, type ILogGroup, MetricFilter } from "aws-cdk-lib/aws-logs";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { PARKED_LOG } from "../../functions/config.js";

export interface AlarmsProps {
  functions: Record<string, IFunction>;
  /** Stream batches the notifier gave up on. */
  deadLetterQueue: Queue;
  /** Where notices that failed every try wait (the notice queue's dead letters). */
  noticeDeadLetters: Queue;
  /** The notifier, whose stream lag is watched too. */
  streamConsumer: IFunction;
  api: HttpApi;
  /** The notice queue, whose oldest notice says when the notices function falls behind. */
  noticeQueue: Queue;
  /** The live pages' WebSocket API and its stage. */
  liveApi: WebSocketApi;
  liveStage: string;
  /** The clock's log group, whose lines for items parked after failing too often are counted. */
  clockLogs: ILogGroup;
  /** Without it, alarms show in CloudWatch but notify nobody. */
  alarmEmail?: string;
}

const period = Duration.minutes(5);
/** Share of API requests answered 5xx that pages someone. */
const apiServerErrorPercent = 5;
/** A notice older than this waits behind failures: a turn mail this late is already news. */
const oldestNotice = Duration.minutes(15);
/**
 * The account's reputation, as SES measures it (a ratio over its recent sends), and where we want to
 * hear of it: SES reviews an account at 5 % bounces and 0.1 % complaints, so at most half of that.
 */
const mailReputation = [
  { id: "MailBounceRate", metricName: "Reputation.BounceRate", threshold: 0.02, words: "2 % of mail bounced" },
  { id: "MailComplaintRate", metricName: "Reputation.ComplaintRate", threshold: 0.0005, words: "0.05 % of mail was reported as spam" },
];

/** What someone should hear about: failing or throttled functions, lost notifications, API 5xx, mail reputation. */
export class Alarms extends Construct {
  readonly topic?: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    if (props.alarmEmail) {
      this.topic = new Topic(this, "Topic", { displayName: "Turnpost alarms", enforceSSL: true });
      this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    }

    for (const [name, fn] of Object.entries(props.functions)) {
      this.add(`${name}Errors`, `The ${name} function failed`, fn.metricErrors({ period, statistic: "Sum" }), 1);
      this.add(`${name}Throttles`, `The ${name} function was throttled`, fn.metricThrottles({ period, statistic: "Sum" }), 1);
    }
    this.add(
      "NotificationDeadLetters",
      "Stream batches the notifier gave up on are waiting in the dead-letter queue",
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: "Maximum" }),
      1,
    );
    this.add(
      "NoticeDeadLetters",
      "Notices that failed every try are waiting in the notice queue's dead-letter queue",
      props.noticeDeadLetters.metricApproximateNumberOfMessagesVisible({ period, statistic: "Maximum" }),
      1,
    );
    this.add(
      "NotificationLag",
      "The notifier is more than 5 minutes behind the table stream",
      props.streamConsumer.metric("IteratorAge", { period, statistic: "Maximum" }),
      Duration.minutes(5).toMilliseconds(),
    );
    this.add(
      "OldNotices",
      `A notice has waited in the notice queue for more than ${oldestNotice.toMinutes()} minutes`,
      props.noticeQueue.metricApproximateAgeOfOldestMessage({ period, statistic: "Maximum" }),
      oldestNotice.toSeconds(),
    );
    // The live channel's function failing or not answering (IntegrationError), or API Gateway failing
    // to run a route (ExecutionError): players' pages then stop updating.
    // The clock parks an item that failed five sweeps (functions/clock/clock.ts): a game's deadline or a
    // held notice that nothing will handle until someone looks (docs/operations.md).
    const parked = new MetricFilter(this, "ClockParkedLines", {
      logGroup: props.clockLogs,
      filterPattern: FilterPattern.allTerms(PARKED_LOG),
      metricNamespace: "Turnpost",
      metricName: "ClockItemsParked",
      metricValue: "1",
    });
    this.add(
      "ClockParked",
      "The clock parked a due item that failed five sweeps in a row: it waits for an operator",
      parked.metric({ period, statistic: "Sum" }),
      1,
    );
    for (const metricName of ["IntegrationError", "ExecutionError"]) {
      this.add(
        `Live${metricName}s`,
        `The live pages' WebSocket API reported a ${metricName}`,
        new Metric({
          namespace: "AWS/ApiGateway",
          metricName,
          dimensionsMap: { ApiId: props.liveApi.apiId, Stage: props.liveStage },
          period,
          statistic: "Sum",
        }),
        1,
      );
    }
    for (const { id, metricName, threshold, words } of mailReputation) {
      this.add(
        id,
        `At least ${words} (SES reviews the account at 5 % bounces, 0.1 % complaints): see docs/operations.md`,
        new Metric({ namespace: "AWS/SES", metricName, period: Duration.hours(1), statistic: "Maximum" }),
        threshold,
      );
    }
    this.add(
      "ApiServerErrors",
      `More than ${apiServerErrorPercent}% of API requests answered 5xx`,
      new MathExpression({
        expression: "IF(requests > 0, 100 * errors / requests, 0)",
        usingMetrics: {
          errors: props.api.metricServerError({ period, statistic: "Sum" }),
          requests: props.api.metricCount({ period, statistic: "Sum" }),
        },
        period,
        label: "API 5xx (%)",
      }),
      apiServerErrorPercent,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );
  }

  private add(
    id: string,
    description: string,
    metric: IMetric,
    threshold: number,
    comparisonOperator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  ) {
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (this.topic) {
      alarm.addAlarmAction(new SnsAction(this.topic));
      alarm.addOkAction(new SnsAction(this.topic));
    }
    this.alarms.push(alarm);
  }
}
