/** A rate in percent with one decimal (the spec's rate display), or a dash without data. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${rate.toFixed(1)} %`;
}

export const formatCount = (value: number) => value.toLocaleString('en-US');
