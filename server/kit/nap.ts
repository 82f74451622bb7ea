/**
 * A worker's wait between polls that a wake-up ends early (new work announced, or the app
 * closing): the outbox and the webhook deliveries poll the same way.
 */
export function createNap(ms: number) {
  let wake: (() => void) | undefined;
  return {
    sleep: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }).finally(() => {
        wake = undefined;
      }),
    wake: () => wake?.(),
  };
}
