import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerBundling, lambdaRuntime } from '../../infra/cdk/constructs/passerelle-function';

const major = Number(process.versions.node.split('.')[0]);
const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the Node that runs the tests is the one Lambda runs', () => {
  it('given the tests run, then they run on Node 22 or later, not on a Node past its end of life', () => {
    expect(major).toBeGreaterThanOrEqual(22);
  });

  it('given the functions are bundled and deployed, then their target and runtime are that same major', () => {
    expect(lambdaRuntime.name).toBe(`nodejs${major}.x`);
    expect(handlerBundling.target).toBe(`node${major}`);
  });

  it('given a fresh machine with an older Node, then `npm ci` brings this major and the engines say so', () => {
    expect(packageJson.devDependencies.node?.split('.')[0]).toBe(String(major));
    expect(packageJson.engines.node).toMatch(new RegExp(`^>=${major}\\.`));
  });
});
