/** Retries an assertion until it passes: read models follow commands asynchronously. */
export const eventually = async <T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
};
