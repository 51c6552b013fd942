import type { CustomerEvent, CustomerRegistered, Territory } from '../../events/customer-events';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';

export type CustomerState =
  | { status: 'unregistered' }
  | { status: 'registered'; customerId: string; boxNumber: string; territory: Territory };

export type RegisterCustomer = {
  type: 'RegisterCustomer';
  data: CustomerRegistered['data'];
  metadata: CommandMetadata;
};

export type CustomerCommand = RegisterCustomer;

/** Box number of spec 2 section 3: last 4 characters of the id, a dash, the last 4 digits of the time. */
export const boxNumberFor = (customerId: string, now: Date): string =>
  `${customerId.slice(-4).toUpperCase()}-${String(now.getTime()).slice(-4)}`;

export const evolveCustomer = (state: CustomerState, event: CustomerEvent): CustomerState => {
  switch (event.type) {
    case 'CustomerRegistered':
      return {
        status: 'registered',
        customerId: event.data.customerId,
        boxNumber: event.data.boxNumber,
        territory: event.data.territory,
      };
    default:
      return assertNever(event.type);
  }
};

export const decideCustomer = (command: CustomerCommand, state: CustomerState): CustomerEvent[] => {
  switch (command.type) {
    case 'RegisterCustomer':
      return state.status === 'registered' ? [] : [{ type: 'CustomerRegistered', data: command.data }];
    default:
      return assertNever(command.type);
  }
};

export const customerDecider: Decider<CustomerCommand, CustomerEvent, CustomerState> = {
  initialState: () => ({ status: 'unregistered' }),
  decide: decideCustomer,
  evolve: evolveCustomer,
};
