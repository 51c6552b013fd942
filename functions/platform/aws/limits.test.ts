import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awsCallCeilingMs, awsCallLimits, deadlineMarginMs, handlerTimeoutSeconds, stripeCallCeilingMs, stripeCallLimits } from './limits';

const functionsDir = join(import.meta.dirname, '../..');
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesOf(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** Every `new …Client(…)` and `new Stripe(…)` of the handlers' code, with its arguments up to the closing parenthesis. */
const constructions = sourcesOf(functionsDir).flatMap((file) => {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/new (\w*Client|Stripe)\(/g)].map((match) => {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < source.length; end += 1) {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')' && (depth -= 1) === 0) break;
    }
    return { file: relative(functionsDir, file), kind: match[1] as string, call: source.slice(match.index, end + 1) };
  });
});

describe("every call to a dependency bounded well under its handler's limit", () => {
  const budgetMs = handlerTimeoutSeconds.http * 1000 - deadlineMarginMs;

  it('AWS SDK clients are built in functions/platform/aws/ only, each with the stated limits', () => {
    const aws = constructions.filter((construction) => construction.kind !== 'Stripe');
    expect(aws.map((construction) => construction.file).sort()).toEqual([
      'platform/aws/cognito.ts',
      'platform/aws/dynamodb.ts',
      'platform/aws/eventbridge.ts',
      'platform/aws/live-api.ts',
      'platform/aws/s3.ts',
      'platform/aws/secrets.ts',
      'platform/aws/ses.ts',
    ]);
    for (const construction of aws) expect(construction.call, construction.file).toMatch(/^new \w*Client\(\{ \.\.\.awsClientLimits\(\),/);
    // A setting written after the spread would override it.
    for (const construction of aws) expect(construction.call, construction.file).not.toMatch(/maxAttempts|requestHandler|Timeout/);
  });

  it("the Stripe client is built once, from the settings that carry Stripe's limits", () => {
    expect(constructions.filter((construction) => construction.kind === 'Stripe')).toEqual([{ file: 'platform/stripe.ts', kind: 'Stripe', call: 'new Stripe(secretKey, config)' }]);
  });

  it("an AWS call, every attempt timing out, ends before an HTTP handler's budget", () => {
    expect(awsCallLimits.connectionTimeoutMs).toBeLessThanOrEqual(awsCallLimits.requestTimeoutMs);
    expect(awsCallCeilingMs).toBe(7_000);
    // and leaves the handler time to write its answer and a first call time to connect before it.
    expect(awsCallCeilingMs + awsCallLimits.connectionTimeoutMs).toBeLessThan(budgetMs);
  });

  it('a Stripe call likewise', () => {
    expect(stripeCallCeilingMs).toBe(7_000);
    expect(stripeCallCeilingMs).toBeLessThan(budgetMs);
    expect(stripeCallLimits.maxNetworkRetries).toBeLessThanOrEqual(1);
  });
});

/** DynamoDB's refusal of an unknown table, as an HTTP answer on a kept-alive connection. */
const refusal = (() => {
  const body = JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException', message: 'Requested resource not found' });
  return `HTTP/1.1 400 Bad Request\r\ncontent-type: application/x-amz-json-1.0\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: keep-alive\r\n\r\n${body}`;
})();

describe('the store frozen: it takes connections and never answers', () => {
  const sockets: Socket[] = [];
  // Answers until frozen (the client's first call loads what it needs), then keeps every request unanswered.
  let isFrozen = false;
  const frozen = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', () => {
      if (!isFrozen) socket.write(refusal);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', () => resolve()));
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${(frozen.address() as AddressInfo).port}`,
      AWS_REGION: 'eu-west-3',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => frozen.close(() => resolve()));
  });

  it("the product's DynamoDB client gives up after its attempts, well within a handler's budget", async () => {
    const { dynamoItems } = await import('./dynamodb');
    const read = new GetItemCommand({ TableName: 'colis', Key: { id: { S: 'P1' } } });
    await expect(dynamoItems().send(read)).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    isFrozen = true;
    const started = Date.now();
    const error: unknown = await dynamoItems()
      .send(read)
      .then(
        () => undefined,
        (rejected: unknown) => rejected,
      );
    const elapsed = Date.now() - started;
    expect(error).toMatchObject({ name: 'TimeoutError', $metadata: expect.objectContaining({ attempts: awsCallLimits.maxAttempts }) });
    expect(elapsed).toBeGreaterThanOrEqual(awsCallLimits.maxAttempts * awsCallLimits.requestTimeoutMs - 50);
    expect(elapsed).toBeLessThan(awsCallCeilingMs);
    // The kept-alive connection, then a new one for the retry.
    expect(sockets.length).toBe(awsCallLimits.maxAttempts);
  });
});
