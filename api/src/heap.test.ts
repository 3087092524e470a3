import { HEAP_GROWING_PERCENT, limitHeapGrowth } from './heap.js';

test('a growing factor given on the command line is kept', () => {
  expect(limitHeapGrowth(['--heap-growing-percent=200'])).toBe('as started');
  expect(limitHeapGrowth(['--max-old-space-size=900', '--heap_growing_percent=30'])).toBe(
    'as started',
  );
});

test('otherwise the heap grows by at most half of what was alive', () => {
  expect(limitHeapGrowth([])).toBe(HEAP_GROWING_PERCENT);
  expect(limitHeapGrowth(['--max-old-space-size=900', '--no-heap-growing'])).toBe(
    HEAP_GROWING_PERCENT,
  );
});
