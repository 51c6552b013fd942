import { expect } from 'vitest';
import type { Decider } from './decider';
import type { DomainError } from './errors';

/** given events / when command / then events (or then error), for decider tests. */
export const deciderSpec = <Command, Event, State>(decider: Decider<Command, Event, State>) => ({
  given: (events: Event[]) => ({
    when: (command: Command) => {
      const state = events.reduce(decider.evolve, decider.initialState());
      const run = () => decider.decide(command, state);
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (errorClass: new (...args: never[]) => DomainError, message: string) => {
          expect(run).toThrow(errorClass);
          expect(run).toThrow(message);
        },
      };
    },
  }),
});
