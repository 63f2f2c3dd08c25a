import type { AppContext } from '../../app-context.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
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
  return startPeriodicJob('product price roll', intervalSeconds, ctx.log, () =>
    rollProductPrices(ctx.db, new Date()),
  );
}
