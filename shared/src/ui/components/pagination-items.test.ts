import fc from 'fast-check';
import { clampPage, lastPageOf, paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it.each([
    [1, 20, 7, [1, 2, 3, 4, 5, 'ellipsis', 20]],
    [4, 20, 7, [1, 2, 3, 4, 5, 'ellipsis', 20]],
    [5, 20, 7, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]],
    [10, 20, 7, [1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]],
    [16, 20, 7, [1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]],
    [17, 20, 7, [1, 'ellipsis', 16, 17, 18, 19, 20]],
    [20, 20, 7, [1, 'ellipsis', 16, 17, 18, 19, 20]],
    [4, 8, 7, [1, 2, 3, 4, 5, 'ellipsis', 8]],
    [5, 8, 7, [1, 'ellipsis', 4, 5, 6, 7, 8]],
    [50, 100, 9, [1, 'ellipsis', 48, 49, 50, 51, 52, 'ellipsis', 100]],
    [50, 100, 8, [1, 'ellipsis', 49, 50, 51, 52, 'ellipsis', 100]],
  ] as const)('page %i of %i with maxSize %i', (page, lastPage, maxSize, expected) => {
    expect(paginationItems(page, lastPage, maxSize)).toEqual(expected);
  });

  it('shows every page when they fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('defaults to 7 entries (SPEC §9)', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
  });

  it('corrects a page outside the range and nonsense sizes', () => {
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
    expect(paginationItems(-3, 20)).toEqual(paginationItems(1, 20));
    expect(paginationItems(Number.NaN, 20)).toEqual(paginationItems(1, 20));
    expect(paginationItems(10.7, 20)).toEqual(paginationItems(10, 20));
    expect(paginationItems(1, 0)).toEqual([1]);
    expect(paginationItems(1, Number.NaN)).toEqual([1]);
    // Below 5 there is no room for first, current, last and the gaps between them.
    expect(paginationItems(10, 20, 3)).toEqual([1, 'ellipsis', 10, 'ellipsis', 20]);
    expect(paginationItems(10, 20, Number.NaN)).toHaveLength(7);
  });

  it('keeps its promises for any page, page count and size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 5, max: 15 }), (rawPage, lastPage, maxSize) => {
        const page = Math.min(rawPage, lastPage);
        const items = paginationItems(page, lastPage, maxSize);
        const pages = items.filter((item): item is number => item !== 'ellipsis');

        expect(items.length).toBeLessThanOrEqual(maxSize);
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(lastPage);
        expect(pages).toContain(page);
        // Ascending, and each ellipsis hides at least two pages (otherwise the page would fit instead).
        items.forEach((item, index) => {
          const previous = items[index - 1];
          if (item === 'ellipsis') {
            const before = previous as number;
            const after = items[index + 1] as number;
            expect(after - before).toBeGreaterThan(2);
          } else if (typeof previous === 'number') {
            expect(item).toBe(previous + 1);
          }
        });
        if (lastPage > maxSize) expect(items).toHaveLength(maxSize);
      }),
    );
  });
});

describe('lastPageOf', () => {
  it('counts pages, with at least one', () => {
    expect(lastPageOf(100, 10)).toBe(10);
    expect(lastPageOf(101, 10)).toBe(11);
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(5, 0)).toBe(1);
    expect(lastPageOf(5, Number.NaN)).toBe(1);
    expect(lastPageOf(Number.POSITIVE_INFINITY, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it.each([
    [3, 100, 10, 3],
    [1, 100, 10, 1],
    [10, 100, 10, 10],
    [11, 100, 10, 10],
    [0, 100, 10, 1],
    [-5, 100, 10, 1],
    [2.9, 100, 10, 2],
    [Number.NaN, 100, 10, 1],
    [Number.POSITIVE_INFINITY, 100, 10, 10],
    [Number.NEGATIVE_INFINITY, 100, 10, 1],
    [4, 0, 10, 1],
    [4, 31, 10, 4],
    [5, 31, 10, 4],
    [2, 100, 0, 1],
  ])('page %p with %p items of %p per page is %p', (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });
});
