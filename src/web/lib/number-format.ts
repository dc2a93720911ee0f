/**
 * A rate in percent with one decimal (docs/product.md, Constants), or a dash without data. The
 * space before % does not break: a narrow column never wraps the number away from its unit.
 */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${rate.toFixed(1)}\u00a0%`;
}

export const formatCount = (value: number) => value.toLocaleString('en-US');
