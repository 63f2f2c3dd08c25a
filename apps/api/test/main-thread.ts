/**
 * While `action` runs, how long at most this thread worked without its event loop turning (CPU ms
 * between two ticks of a 5 ms timer), and how many `probe` calls, made one after another meanwhile,
 * were answered. CPU time, not wall time: on a busy shared machine a thread may wait seconds for a
 * core without blocking anything, but work done in one go is work every other request waits behind.
 */
export async function mainThreadDuring<T>(
  action: () => Promise<T>,
  probe: () => Promise<unknown>,
): Promise<{ result: T; longestCpuMs: number; probes: number }> {
  let last = process.threadCpuUsage();
  let longest = 0;
  const timer = setInterval(() => {
    const now = process.threadCpuUsage();
    longest = Math.max(longest, (now.user - last.user + now.system - last.system) / 1000);
    last = now;
  }, 5);
  let done = false;
  let probes = 0;
  try {
    const running = action().finally(() => (done = true));
    while (!done) {
      await probe();
      probes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { result: await running, longestCpuMs: longest, probes };
  } finally {
    clearInterval(timer);
  }
}
