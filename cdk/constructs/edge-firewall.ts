import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import { Construct } from "constructs";

/** Requests per client IP address in any 5 minutes before WAF answers 429, on all of the API. */
export const apiRequestsPerFiveMinutes = 2000;
/** The same on the sign-in routes (mail a link, create a guest, sign out): a person needs a handful. */
export const signInRequestsPerFiveMinutes = 30;
/** Where the API starts (everything CloudFront sends to API Gateway: constructs/web.ts) and sign-in. */
export const apiPathPrefixes = ["/api/", "/auth/", "/g/", "/join/", "/cal/", "/t/", "/l/", "/og/", "/oembed", "/live"] as const;
export const signInPathPrefix = "/api/auth/";

const rateLimitedBody = "RateLimited";

/** A path that starts with `prefix`, compared as sent (CloudFront has already normalised it). */
function pathStartsWith(prefix: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: "STARTS_WITH",
      searchString: prefix,
      textTransformations: [{ priority: 0, type: "NONE" }],
    },
  };
}

function rateRule(name: string, priority: number, limit: number, scope: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: { rateBasedStatement: { limit, evaluationWindowSec: 300, aggregateKeyType: "IP", scopeDownStatement: scope } },
    action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: rateLimitedBody } } },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  };
}

/**
 * The WAF web ACL in front of the CloudFront distribution: per-IP rate limits on the API and a tighter
 * one on sign-in, answered with the API's own JSON error shape. The web client's static files are not
 * limited (a page load fetches many). CloudFront only takes web ACLs of scope CLOUDFRONT, which exist
 * only in us-east-1: this construct belongs in a stack of that region (EdgeStack).
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, "WebAcl", {
      name: `turnpost-${props.stage}`,
      // WAF allows no parentheses here.
      description: `Turnpost ${props.stage}: per-client rate limits on the API and on sign-in`,
      scope: "CLOUDFRONT",
      defaultAction: { allow: {} },
      customResponseBodies: {
        [rateLimitedBody]: {
          contentType: "APPLICATION_JSON",
          content: JSON.stringify({
            error: { code: "rate-limited", message: "Too many requests from your address: wait a few minutes, then try again." },
          }),
        },
      },
      rules: [
        rateRule("SignInRate", 0, signInRequestsPerFiveMinutes, pathStartsWith(signInPathPrefix)),
        rateRule("ApiRate", 1, apiRequestsPerFiveMinutes, { orStatement: { statements: apiPathPrefixes.map(pathStartsWith) } }),
      ],
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: `turnpost-${props.stage}`, sampledRequestsEnabled: true },
    });
  }
}
