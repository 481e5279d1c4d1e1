import { describe, expect, it } from 'vitest';
import { csvCell, decimal, ledgerCsv, monthsOf, totalsOf } from './earnings-summary.view.js';

describe('earnings totals and export', () => {
  const lines = [
    { date: '2026-11-30', amountCents: 5400 },
    { date: '2026-12-06', amountCents: 2500 },
    { date: '2026-12-07', amountCents: 100 },
    { date: '2026-11-29', amountCents: 3600 },
  ];

  it('totals the week Monday to Sunday, the calendar month and all, in cents', () => {
    // Wednesday 2026-12-02: the week runs Monday 30 November to Sunday 6 December.
    expect(totalsOf(lines, '2026-12-02')).toEqual({
      weekCents: 7900,
      monthCents: 2600,
      allCents: 11600,
    });
  });

  it('totals by month, newest first', () => {
    expect(monthsOf(lines)).toEqual([
      { month: '2026-12', totalCents: 2600 },
      { month: '2026-11', totalCents: 9000 },
    ]);
  });

  it('writes dollars with two decimals from integer cents', () => {
    expect([decimal(5400), decimal(2250), decimal(5), decimal(123456)]).toEqual([
      '54.00',
      '22.50',
      '0.05',
      '1234.56',
    ]);
  });

  it('never lets a spreadsheet read a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('2026-12-01')).toBe('2026-12-01');
  });

  it('exports one row per line under the header', () => {
    const csv = ledgerCsv([
      {
        date: '2026-12-01',
        bookingId: 'b1',
        kind: 'session',
        minutes: 165,
        rateCents: 1800,
        amountCents: 4950,
        timeZone: 'America/Los_Angeles',
      },
    ]);
    expect(csv).toBe(
      'date,booking,kind,minutes,hours,rate,amount,zone\r\n' +
        '2026-12-01,b1,session,165,2.75,18.00,49.50,America/Los_Angeles\r\n',
    );
  });
});
