import { describe, expect, it } from 'vitest';
import { createRequestCollector } from './request-seeds';

const started = (outcome: Promise<unknown>) => ({ abort: () => {}, unwrap: () => outcome });

describe("collecting a server render's requests", () => {
  it('starts each key once and keeps how it ended', async () => {
    const collector = createRequestCollector();
    let starts = 0;
    const begin = () => {
      starts += 1;
      return started(Promise.resolve({ items: [1] }));
    };
    collector.start('a', begin, false);
    collector.start('a', begin, false);
    collector.start('b', () => started(Promise.resolve([7])), true);
    collector.start(
      'c',
      () => started(Promise.reject({ statusCode: 404, message: 'Not found' })),
      false,
    );
    expect(await collector.settle()).toBe(3);
    expect(starts).toBe(1);
    expect(collector.seeds.get('a')).toEqual({ phase: 'done', error: null });
    expect(collector.seeds.get('b')).toEqual({ phase: 'done', error: null, value: [7] });
    expect(collector.seeds.get('c')).toEqual({
      phase: 'error',
      error: { statusCode: 404, message: 'Not found', data: null },
    });
    // Settled keys are not started again, so a pass that asks for nothing new ends the render.
    collector.start('a', begin, false);
    expect(await collector.settle()).toBe(0);
  });
});
