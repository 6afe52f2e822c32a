/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/** The house rule: a file over ~400 lines is split by use (CONTRIBUTING.md). */
const MAX_LINES = 400;

const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });

describe('contract files', () => {
  it('are each at most 400 lines, split by use', () => {
    const lines = Object.entries(sources).map(([file, text]) => [file, text.split('\n').length] as const);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter(([, count]) => count > MAX_LINES)).toEqual([]);
  });

  it('keep placing, history, the staff board and codes apart from the order itself', () => {
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining(['./order.ts', './place-order.ts', './order-history.ts', './staff-orders.ts', './coupons-and-rewards.ts']),
    );
  });
});
