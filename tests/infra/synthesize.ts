import { fileURLToPath } from 'node:url';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { composePasserelle, type PasserelleConfig } from '../../infra/cdk/passerelle';
import { functionArnAttribute, HandlerFunctions } from '../../infra/cdk/constructs/handler-functions';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Synthesis takes seconds; bundling every handler as `cdk synth` does takes one to two minutes on a busy 2-core machine. */
export const synthTimeoutMs = 300_000;

export const testConfig: PasserelleConfig = {
  repoRoot,
  env: { account: '123456789012', region: 'eu-west-3' },
  mailFromDomain: 'passerelle.test',
  mailFrom: 'noreply@passerelle.test',
  supportEmail: 'support@passerelle.test',
  siteUrl: 'https://passerelle.test',
  uploadOrigins: ['https://passerelle.test'],
};

/** A web ACL's ARN for the suites that build the site alone, without the edge stack. */
export const testWebAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/passerelle-test/0b9c2a8e-5f5e-4f7a-9d6b-2a1c3e4f5a6b';

export type Synthesized = {
  stateful: Template;
  application: Template;
  /** the us-east-1 stack of CloudFront's web ACL */
  edge: Template;
  stacks: ReturnType<typeof composePasserelle>;
  outdir: string;
};

/**
 * Synthesizes both stacks as `cdk synth` does (bundling with the local esbuild, then CloudFormation
 * validation of the templates). Without `bundling`, handler assets are not built and the templates are not
 * validated: they are the same but for asset hashes, and the suites that only read templates stay fast.
 */
export const synthesize = (options: { bundling: boolean; outdir?: string }): Synthesized => {
  if (!options.bundling && options.outdir === undefined) return (templatesOnly ??= synthesizeApp(options));
  return synthesizeApp(options);
};

/**
 * The templates without bundling, synthesized once per test process: the suites that read them share one
 * module graph (the infra project does not isolate its files), so aws-cdk-lib is loaded and the app composed
 * once rather than once per file. The templates are read, never changed.
 */
let templatesOnly: Synthesized | undefined;

const synthesizeApp = (options: { bundling: boolean; outdir?: string }): Synthesized => {
  const app = options.bundling
    ? new App({ context: { 'aws:cdk:enable-asset-metadata': true }, outdir: options.outdir })
    : new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stacks = composePasserelle(app, testConfig);
  return {
    stateful: Template.fromStack(stacks.stateful),
    application: withNestedStacks(stacks.app),
    edge: Template.fromStack(stacks.edge),
    stacks,
    outdir: app.outdir,
  };
};

/**
 * The app stack and the nested stacks its handlers live in (one per aggregate), read as one template:
 * the tests ask about a handler's Lambda, role and policies wherever the 500-resource limit put them.
 * Logical ids are unique across them (each carries its construct path).
 */
const withNestedStacks = (stack: Stack): Template => {
  const nested = stack.node.findAll().filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct));
  // The parent's parameters and outputs; the nested stacks' own are their plumbing (references passed in and out).
  const merged = Template.fromStack(stack).toJSON() as { Resources: Record<string, unknown> };
  for (const part of nested) {
    const { Resources } = Template.fromStack(part).toJSON() as { Resources?: Record<string, unknown> };
    for (const [logicalId, value] of Object.entries(Resources ?? {})) {
      if (logicalId in merged.Resources) throw new Error(`ressource ${logicalId} en double entre la pile et ses piles imbriquées`);
      merged.Resources[logicalId] = value;
    }
  }
  return Template.fromJSON(merged);
};

/** What the tests read of a handler's Lambda in the template. */
export type LambdaResource = {
  logicalId: string;
  properties: {
    Role: { 'Fn::GetAtt': [string, string] };
    Environment: { Variables: Record<string, unknown> };
    LoggingConfig: { LogGroup: { Ref: string } };
    [property: string]: unknown;
  };
  metadata: Record<string, unknown>;
};

/**
 * What `read` finds in a template, read once per template: the suites ask about each of 144 handlers, test after
 * test, and each search of the whole template took 5 ms. The templates are read, never changed.
 */
const oncePerTemplate = <Found>(read: (template: Template) => Found) => {
  const found = new WeakMap<Template, Found>();
  return (template: Template): Found => {
    if (!found.has(template)) found.set(template, read(template));
    return found.get(template)!;
  };
};

/** The Lambdas of a template by the handler named in the tag the house construct puts on them. */
const handlerLambdasOf = oncePerTemplate((template) => {
  const byHandler = new Map<string, LambdaResource[]>();
  for (const [logicalId, resource] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
    const tags: { Key: string; Value: unknown }[] = resource.Properties?.Tags ?? [];
    for (const tag of tags.filter((candidate) => candidate.Key === 'passerelle:handler' && typeof candidate.Value === 'string')) {
      const name = tag.Value as string;
      byHandler.set(name, [...(byHandler.get(name) ?? []), { logicalId, properties: resource.Properties, metadata: resource.Metadata ?? {} }]);
    }
  }
  return byHandler;
});

/** The Lambda built for a manifest entry, found by the tag the house construct puts on it. */
export const lambdaOf = (template: Template, handlerName: string): LambdaResource => {
  const found = handlerLambdasOf(template).get(handlerName) ?? [];
  if (found.length !== 1) throw new Error(`expected one Lambda for ${handlerName}, found ${found.length}`);
  return found[0]!;
};

export type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

/** The IAM policies of a template with the roles they attach to. */
const policiesOf = oncePerTemplate((template) =>
  // A role whose inline policy grew past IAM's size limit has the rest in managed policies (CDK's overflow).
  [...Object.values(template.findResources('AWS::IAM::Policy')), ...Object.values(template.findResources('AWS::IAM::ManagedPolicy'))].map((policy) => ({
    roles: JSON.stringify(policy.Properties.Roles),
    statements: policy.Properties.PolicyDocument.Statement as Statement[],
  })),
);

/** Every IAM statement attached to the execution role of a handler's Lambda. */
export const statementsOf = (template: Template, handlerName: string): Statement[] => {
  const [roleId] = lambdaOf(template, handlerName).properties.Role['Fn::GetAtt'];
  const role = JSON.stringify({ Ref: roleId });
  return policiesOf(template)
    .filter((policy) => policy.roles.includes(role))
    .flatMap((policy) => policy.statements);
};

export const actionsOf = (statement: Statement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

/**
 * Actions a handler may perform on a table of the stateful stack, recognised through the export of
 * the table's ARN (named after the table's logical id, itself fixed by stateful.test.ts).
 */
export const actionsOnTable = (statements: Statement[], tableLogicalId: string): string[] => {
  const tableArn = new RegExp(`ExportsOutputFnGetAtt${tableLogicalId}(Stream)?Arn`);
  return statements
    .filter((statement) => statement.Effect === 'Allow' && tableArn.test(JSON.stringify(statement.Resource)))
    .flatMap(actionsOf);
};

/** A handler's ARN as its own stack references it (the rule that feeds it lives beside it). */
export const arnInItsStack = (synthesized: Pick<Synthesized, 'stacks'>, handlerName: string): { 'Fn::GetAtt': [string, string] } => {
  const handler = handlerFunctionsOf(synthesized).get(handlerName);
  return { 'Fn::GetAtt': functionArnAttribute(Stack.of(handler), handler) };
};

const handlerFunctionsOf = (synthesized: Pick<Synthesized, 'stacks'>): HandlerFunctions => {
  const functions = synthesized.stacks.app.node.findAll().find((construct): construct is HandlerFunctions => construct instanceof HandlerFunctions);
  if (!functions) throw new Error('aucune HandlerFunctions dans la pile applicative');
  return functions;
};

/** A handler's ARN as the app stack's routes and schedules reference it (through its nested stack's output). */
export const arnInApp = (synthesized: Pick<Synthesized, 'stacks'>, handlerName: string): { 'Fn::GetAtt': [string, string] } => {
  return { 'Fn::GetAtt': functionArnAttribute(synthesized.stacks.app, handlerFunctionsOf(synthesized).get(handlerName)) };
};
