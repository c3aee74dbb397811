// Helpers for acknowledging cdk-nag findings, whose ids spell out the resources they concern.
import { Stack, Token, type CfnElement } from "aws-cdk-lib";
import type { IConstruct } from "constructs";

/** A resource's ARN as a finding writes it: the CloudFormation logical id of its construct. */
export function nagArnOf(construct: IConstruct): string {
  return `<${Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement)}.Arn>`;
}

/** An ARN's partition, region and account as a finding writes them: pseudo parameters unless known at synth. */
export function nagEnvironment(scope: IConstruct): { region: string; account: string } {
  const stack = Stack.of(scope);
  return {
    region: Token.isUnresolved(stack.region) ? "<AWS::Region>" : stack.region,
    account: Token.isUnresolved(stack.account) ? "<AWS::AccountId>" : stack.account,
  };
}
