// Numbers written as Americans write them ("12,345", "12.5"), by hand: the first use of Intl's
// number formatting costs a phone tens of milliseconds (its locale data is set up then), and
// these texts are built as a dashboard's modules load. Same output as
// toLocaleString('en-US', { maximumFractionDigits }) for the values the product writes
// (numbers.test.ts compares them).

/** 12,345 of 12345; rounded to at most `maxFractionDigits` decimals, trailing zeros dropped. */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const fixed = Math.abs(value).toFixed(maxFractionDigits);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  // Intl keeps the sign of a negative value that rounds to zero ("-0"): so does this.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals === '' ? '' : `.${decimals}`}`;
}
