/** The EventBridge source of every domain event published from the event store: the publisher sets it, the bus's rules match it. */
export const eventSource = 'passerelle.events';
