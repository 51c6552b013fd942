import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A test file that moves the Stripe stand-in's clock forward (renewals a month later, retries days later). */
const movesTheStandInClock = (file: TestSpecification): boolean => /\.advance(Days|Seconds)\(/u.test(readFileSync(file.moduleId, 'utf8'));

/**
 * The API files share one runtime and its Stripe stand-in, whose clock only moves forward. A file that
 * moves it leaves every later file with Stripe ahead of the product: a subscription paid then would start
 * in the product's future, not in force yet. Such files run after all the others, in Vitest's own order
 * otherwise (cached failures and durations first, then size).
 */
export class StandInClockLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !movesTheStandInClock(file)), ...sorted.filter(movesTheStandInClock)];
  }
}
