import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Architecture, type Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { BuildOptions } from 'esbuild';
import { nativeModules } from '../../../functions/manifest';

export type PasserelleFunctionProps = {
  /** the handler's bundle, built with `handlerBundling` (`HandlerBundles`): `index.mjs` exporting `handler` */
  code: Code;
  description: string;
  /** 10 s suits a request; batch work (projections, stream, jobs) gets more */
  timeout?: Duration;
  environment: Record<string, string>;
};

/**
 * npm installs the optional packages of the machine it runs on (sharp's binary comes as one); these
 * settings make `npm ci` pick the ones of the Lambda instead: Linux on ARM64 with glibc.
 */
export const lambdaPlatformForNpm = { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' };

// esbuild's ESM output has no `require`; some CommonJS dependencies call it (node built-ins).
const createRequireBanner =
  "import { createRequire as __passerelleCreateRequire } from 'node:module'; const require = __passerelleCreateRequire(import.meta.url);";

/** The Lambda runtime, the same major as the `node` dev dependency that runs the tests and the embedded runtime. */
export const lambdaRuntime = Runtime.NODEJS_22_X;

/** How every handler is bundled (by `HandlerBundles`, all in one esbuild build). */
export const handlerBundling: BuildOptions = {
  format: 'esm',
  // Built for the Node that runs the tests and the embedded runtime (the `node` dev dependency) and Lambda alike.
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: { js: createRequireBanner },
  minify: true,
  sourcemap: true,
  // Stack traces need the mappings, not the sources: smaller archives, faster cold starts.
  sourcesContent: false,
  // The nodejs22.x runtime ships AWS SDK v3. A native package (sharp: photo thumbnails) cannot be
  // bundled: it stays an import, resolved from the node_modules that `npm ci` (at synthesis, with the
  // repository's lock file and `lambdaPlatformForNpm`) puts beside the bundles of the handlers that declare it.
  external: ['@aws-sdk/*', ...nativeModules],
};

/**
 * The house Lambda: every handler of the manifest runs with these defaults, set once here.
 * No function name: CloudFormation generates it, handlers find each other's resources through
 * environment variables.
 */
export class PasserelleFunction extends Construct {
  readonly function: LambdaFunction;

  constructor(scope: Construct, id: string, props: PasserelleFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.function = new LambdaFunction(this, 'Function', {
      code: props.code,
      handler: 'index.handler',
      description: props.description,
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    });

    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x on purpose: the Node the tests and the embedded runtime run on (the `node` dev dependency), so ' +
        'what is tested is what runs; the runtime moves with that tooling, not with each Lambda release.',
    });
    const role = this.function.role;
    if (!role) throw new Error('PasserelleFunction: the function has no execution role');
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'AWSLambdaBasicExecutionRole allows only logs:CreateLogGroup, CreateLogStream and PutLogEvents; the function ' +
        'writes to its own log group, kept one month. A hand-written copy would grant the same.',
    });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords take no resource but *. The only other ' +
        'actions on * are ses:GetAccount (health probes) and dynamodb:ListStreams (stream publisher), which have none ' +
        'either; tests/infra/manifest-wiring.test.ts fails on any other.',
    });
  }
}
