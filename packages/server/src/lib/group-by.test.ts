import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('puts rows in lists by key, keeping the order they came in', () => {
    const rows = [
      { order: 2, id: 9 },
      { order: 1, id: 8 },
      { order: 2, id: 7 },
    ];
    const groups = groupBy(rows, (row) => row.order);
    expect([...groups.keys()]).toEqual([2, 1]);
    expect(groups.get(2)).toEqual([rows[0], rows[2]]);
    expect(groups.get(1)).toEqual([rows[1]]);
  });

  it('has no lists for no rows', () => {
    expect(groupBy([], () => 1).size).toBe(0);
  });
});
