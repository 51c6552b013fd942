import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { subscribedStripeEventTypes } from './stripe-webhook';

describe('the Stripe event types the webhook endpoint is subscribed to', () => {
  it('are those the stand-in’s README tells to subscribe to, each once', () => {
    const readme = readFileSync(new URL('../../infra/local/stripe/README.md', import.meta.url), 'utf8');
    const listed = [...readme.matchAll(/^- `([a-z_.]+)`$/gm)].map((match) => match[1]);
    expect(listed).toEqual([...subscribedStripeEventTypes]);
  });
});
