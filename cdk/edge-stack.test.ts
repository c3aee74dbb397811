import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { apiPathPrefixes, apiRequestsPerFiveMinutes, signInPathPrefix, signInRequestsPerFiveMinutes } from "./constructs/edge-firewall.js";
import { apiPathPatterns } from "./constructs/web.js";
import { EdgeStack } from "./edge-stack.js";

const stack = new EdgeStack(new App(), "turnpost-prod-edge", { stage: "prod" });
const [webAcl] = Object.values(Template.fromStack(stack).findResources("AWS::WAFv2::WebACL"));

interface RateRule {
  Name: string;
  Statement: { RateBasedStatement: { Limit: number; AggregateKeyType: string; EvaluationWindowSec: number; ScopeDownStatement: unknown } };
  Action: { Block: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string } } };
}

const prefixesOf = (statement: unknown): string[] =>
  JSON.stringify(statement)
    .match(/"SearchString":"[^"]*"/g)!
    .map((match) => match.slice(16, -1));

describe("the edge stack's firewall", () => {
  it("lives in us-east-1 with scope CLOUDFRONT, the only place CloudFront takes a web ACL from", () => {
    expect(stack.region).toBe("us-east-1");
    expect(webAcl!.Properties).toMatchObject({ Scope: "CLOUDFRONT", DefaultAction: { Allow: {} } });
  });

  it("limits each client address on the API, tighter on sign-in, answering 429 in the API's error shape", () => {
    const rules = webAcl!.Properties.Rules as RateRule[];
    const byName = Object.fromEntries(rules.map((rule) => [rule.Name, rule]));
    expect(byName.SignInRate!.Statement.RateBasedStatement).toMatchObject({
      Limit: signInRequestsPerFiveMinutes,
      AggregateKeyType: "IP",
      EvaluationWindowSec: 300,
    });
    expect(prefixesOf(byName.SignInRate!.Statement.RateBasedStatement.ScopeDownStatement)).toEqual([signInPathPrefix]);
    expect(byName.ApiRate!.Statement.RateBasedStatement).toMatchObject({
      Limit: apiRequestsPerFiveMinutes,
      AggregateKeyType: "IP",
      EvaluationWindowSec: 300,
    });
    expect(signInRequestsPerFiveMinutes).toBeLessThan(apiRequestsPerFiveMinutes);
    for (const rule of rules) {
      expect(rule.Action.Block.CustomResponse.ResponseCode).toBe(429);
      const body = webAcl!.Properties.CustomResponseBodies[rule.Action.Block.CustomResponse.CustomResponseBodyKey];
      expect(body.ContentType).toBe("APPLICATION_JSON");
      expect(JSON.parse(body.Content).error.code).toBe("rate-limited");
    }
  });

  it("counts every path CloudFront sends to the API, the live channel's included", () => {
    const limited = prefixesOf(webAcl!.Properties.Rules.find((rule: RateRule) => rule.Name === "ApiRate").Statement);
    expect(limited).toEqual([...apiPathPrefixes]);
    for (const pattern of [...apiPathPatterns.dynamic, ...apiPathPatterns.previews, "/live"]) {
      expect(
        limited.some((prefix) => pattern.replace(/\*$/, "").startsWith(prefix)),
        pattern,
      ).toBe(true);
    }
    expect(signInPathPrefix.startsWith("/api/")).toBe(true);
  });

  it("passes AWS's AwsSolutions rule pack", () => {
    expect(new AwsSolutionsChecks().validateScope(stack).violations).toEqual([]);
  });
});
