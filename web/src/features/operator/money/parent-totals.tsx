import { dollars } from '@shared/pay-rates';
import { ColumnHeads } from '../shared/column-heads';
import type { ParentPayments } from '../../../lib/payments';
import { MoneyLinesTable } from './money-line-cells';
import { moneyMessages } from './money-messages';
import { formatMonth } from '../../../lib/date-format';

/** A parent's totals by month and what each session costs, as her own Payments tab shows. */
export function ParentTotals({ payments }: { payments: ParentPayments }) {
  return (
    <>
      <p className="form__hint money__statement">{moneyMessages.billedStatement}</p>
      {payments.sessions.length === 0 ? (
        <p className="queue__empty">{moneyMessages.noCharges}</p>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-label="Totals by month" tabIndex={0}>
            <table className="data-table" role="table">
              <ColumnHeads names={['Month', 'Total']} />
              <tbody role="rowgroup">
                {payments.months.map(({ month, totalCents }) => (
                  <tr key={month} role="row">
                    <td role="cell">{formatMonth(month)}</td>
                    <td role="cell" className="data-table__number">
                      {dollars(totalCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <MoneyLinesTable
            label="Sessions"
            hoursLabel="Hours"
            otherParty="Nanny"
            lines={payments.sessions}
            nameOf={(charge) => charge.nannyName}
          />
        </>
      )}
    </>
  );
}
