import { describe, expect, it } from 'vitest';
import { sandboxId } from './sandbox';

describe('sandbox ids', () => {
  it('are shaped like Razorpay ids: the prefix, then 14 letters and digits', () => {
    const ids = Array.from({ length: 2000 }, () => sandboxId('pay'));
    for (const id of ids) expect(id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
