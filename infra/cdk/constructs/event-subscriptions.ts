import { Duration, Stack } from 'aws-cdk-lib';
import { type IEventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { deadLetterQueue } from './dead-letter-queue';

export type EventSubscription = {
  /** construct id, stable (derived from the handler's name) */
  id: string;
  /** the handler's name in the manifest */
  name: string;
  eventTypes: readonly string[];
  handler: IFunction;
};

export type EventSubscriptionsProps = {
  bus: IEventBus;
  /** the `source` of every domain event put on the bus */
  source: string;
  subscriptions: readonly EventSubscription[];
};

/**
 * One rule per consumer of the manifest, matching exactly the event types it declares (the local bus
 * applies the same pattern). Projections are idempotent, so EventBridge's at-least-once retries are safe;
 * what still fails lands in the consumer's own dead-letter queue. The rule, its queue and the queue's alarm
 * live beside the consumer, in its aggregate's nested stack (the app stack's own 500 resources go to the
 * HTTP API's routes); each queue's URL stays an output of this stack, where operators look for it.
 */
export class EventSubscriptions extends Construct {
  constructor(scope: Construct, id: string, props: EventSubscriptionsProps) {
    super(scope, id);
    for (const subscription of props.subscriptions) {
      if (subscription.eventTypes.length === 0) {
        throw new Error(`EventSubscriptions: ${subscription.id} subscribes to no event type`);
      }
      const home = new Construct(Stack.of(subscription.handler), `${subscription.id}Subscription`);
      new Rule(home, subscription.id, {
        eventBus: props.bus,
        eventPattern: { source: [props.source], detailType: [...subscription.eventTypes] },
        targets: [
          new LambdaFunction(subscription.handler, {
            deadLetterQueue: deadLetterQueue(home, `${subscription.id}DeadLetters`, {
              deadLettersOf: `${subscription.name} (EventBridge rule: each message is the undelivered event)`,
              outputScope: this,
            }),
            retryAttempts: 8,
            maxEventAge: Duration.hours(24),
          }),
        ],
      });
    }
  }
}
