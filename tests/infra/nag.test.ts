import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSite } from '../../infra/cdk/constructs/web-site';
import { composePasserelle } from '../../infra/cdk/passerelle';
import { synthTimeoutMs, testConfig, testWebAclArn } from './synthesize';

/**
 * cdk-nag's AwsSolutions pack over both stacks. Each finding is either fixed or acknowledged beside the
 * resource with its reason (`Validations.of(...).acknowledge`); a new finding fails here, errors and warnings
 * alike, as it would fail `cdk synth` with the pack registered.
 */
const unacknowledgedFindings = (app: App): string[] => {
  app.synth();
  const report = new AwsSolutionsChecks().validateScope(app);
  return report.violations
    .flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}: ${violation.description}`),
    )
    .sort();
};

const appWithoutBundling = (): App =>
  new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });

const temporaryDirs: string[] = [];
const builtApp = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-nag-dist-'));
  temporaryDirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  return dir;
};
afterAll(() => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('AwsSolutions checks (cdk-nag)', () => {
  // One synthesis of both stacks with the pack registered as `cdk synth` registers it: a finding fails the synthesis
  // with CDK's validation report, and the pack's own report is read after it.
  it('find nothing unacknowledged in the stateful and app stacks, plugged into synthesis as a policy validation plugin', () => {
    const app = appWithoutBundling();
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    composePasserelle(app, testConfig);
    expect(unacknowledgedFindings(app)).toEqual([]);
  }, synthTimeoutMs);

  it('find nothing unacknowledged with a custom domain either', () => {
    const app = appWithoutBundling();
    composePasserelle(app, {
      ...testConfig,
      siteDomain: {
        domainName: 'www.passerelle.test',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0b9c2a8e-5f5e-4f7a-9d6b-2a1c3e4f5a6b',
      },
    });
    expect(unacknowledgedFindings(app)).toEqual([]);
  }, synthTimeoutMs);

  // The app stack deploys the web apps only when they are built (`npm test` builds them first): the
  // deployment's own Lambda and role are checked here whether or not they are.
  it('find nothing unacknowledged in the web apps deployment', () => {
    const app = appWithoutBundling();
    new WebSite(new Stack(app, 'Web', { env: testConfig.env }), 'Web', {
      apiDomainName: 'api.passerelle.test',
      webAclArn: testWebAclArn,
      apiPathPatterns: ['/api/*'],
      customerDistDir: builtApp(),
      adminDistDir: builtApp(),
    });
    expect(unacknowledgedFindings(app)).toEqual([]);
  }, synthTimeoutMs);

  it('fail synthesis on a finding nobody acknowledged', () => {
    const app = appWithoutBundling();
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    new Bucket(new Stack(app, 'Careless'), 'Unlogged');
    expect(() => app.synth()).toThrow(/server access logs disabled/);
  });
});
