/**
 * Resolves in a task of its own: work awaited after it runs once the browser has had its turn (a
 * paint, an input), so one long start-up task becomes several short ones a slow phone can answer between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
