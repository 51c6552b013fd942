import type { Actor } from '../../events/envelope';

/** What every command carries besides its own fields: time and ids come in, never from inside. */
export type CommandMetadata = {
  now: Date;
  actor: Actor;
};

export type Decider<Command, Event, State> = {
  initialState: () => State;
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
};

export const foldEvents = <Event, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());

export const assertNever = (value: never): never => {
  throw new Error(`Cas non traité : ${JSON.stringify(value)}`);
};
