// Powertools for AWS Lambda, loaded by ./observe.ts on the first line or count an invocation makes: its
// logger writes one JSON object per line (level, message, timestamp, service, the invocation's context,
// our fields), its metrics are CloudWatch's embedded metric format, which CloudWatch reads from the log.
// Service name, namespace and level come from the function's environment (POWERTOOLS_*, set by cdk/).
import { Logger } from "@aws-lambda-powertools/logger";
import { MetricUnit, Metrics } from "@aws-lambda-powertools/metrics";
import type { MetricName } from "../net/observe";

export const logger = new Logger();
export const metrics = new Metrics();

/** Counts one `metric`: with a dimension, on its own EMF line at once, since the stored ones share their dimensions. */
export function count(metric: MetricName, dimension?: { name: string; value: string }): void {
  if (!dimension) return void metrics.addMetric(metric, MetricUnit.Count, 1);
  const single = metrics.singleMetric();
  single.addDimension(dimension.name, dimension.value);
  single.addMetric(metric, MetricUnit.Count, 1);
}
