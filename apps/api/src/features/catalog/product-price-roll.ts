import type { AppContext } from '../../app-context.ts';
import { rollProductPrices } from './product-pricing.ts';

/**
 * Rolls the stored prices every `intervalSeconds` in this process, so rows nobody filtered by
 * lately (the dashboard, exports, the next list) are true soon after a discount starts or ends;
 * reads that filter or sort by price roll for themselves first. Concurrent rolls across workers
 * and instances are safe: each row is rolled once (`skip locked`, and a rolled row is no longer
 * due). Returns the stop function, which settles once the roll in hand has finished.
 */
export function startProductPriceRoll(
  ctx: AppContext,
  intervalSeconds: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = rollProductPrices(ctx.db, new Date())
      .then(
        () => {},
        (error: unknown) => ctx.log.error({ err: error }, 'product price roll failed'),
      )
      .finally(() => {
        running = null;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
