// The local stand-in for the cloud's one-minute schedule: runs a sweep, waits, runs the next (never two
// at once).
export function startTimer(run: () => Promise<unknown>, intervalMs: number): { stop(): Promise<void> } {
  let stopped = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopped) {
      try {
        await run();
      } catch (error) {
        console.error("clock:", error);
      }
      await new Promise<void>((done) => {
        wake = done;
        setTimeout(done, intervalMs);
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
