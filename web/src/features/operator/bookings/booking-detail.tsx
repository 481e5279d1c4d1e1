import { useState } from 'react';
import { LiveAlert, successAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import { ModalDialog } from '../../../components/modal-dialog';
import { BookingFacts } from './booking-facts';
import { bookingMessages, bookingTitle } from './booking-messages';
import { noBookingFilters, parentLabel } from './booking-query';
import { useBookingsStore } from './bookings-store';
import { eraseAccountTexts, useEraseAccountStore } from '../accounts';
import { EventHistoryList } from '../log';
import { MoneyButtons, useOperatorEarningsStore, type MoneySubject } from '../money';
import { useNow } from '../../../lib/bookings';
import { SettleForm } from './settle-form';
import { settlement } from './settle-rules';
import { DialogClose } from '../shared/dialog-close';
import { SecondaryButton } from '../../../components/secondary-button';
import { LoadingLine } from '../../../components/loading-line';

/**
 * The open booking: its details, the settle form while disputed (or while hours wait for a
 * parent who let her 48 hours pass), and its whole history.
 */
export function BookingDetail() {
  const open = useBookingsStore((state) => state.open);
  const openBooking = useBookingsStore((state) => state.openBooking);
  const closeBooking = useBookingsStore((state) => state.closeBooking);
  const apply = useBookingsStore((state) => state.apply);
  const showMoney = useOperatorEarningsStore((state) => state.show);
  const askErase = useEraseAccountStore((state) => state.ask);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const now = useNow();
  if (open === null) return null;

  const detail = open.detail;
  const booking = detail?.booking;
  const settleKind = booking ? settlement(booking, now) : null;
  const close = () => {
    setAlert(null);
    closeBooking();
  };
  const only = (filter: { nannyId: string } | { parentId: string }) => {
    close();
    void apply({ ...noBookingFilters, ...filter });
  };
  // One dialog at a time: the booking's closes and the ledger (or totals) opens in its place.
  const money = (subject: MoneySubject) => {
    close();
    void showMoney(subject);
  };
  const erase = (accountId: string, name: string) => {
    close();
    askErase({ accountId, name });
  };

  return (
    <ModalDialog
      title={booking ? bookingTitle(booking.nannyName, parentLabel(booking)) : 'Booking'}
      onDismiss={close}
    >
      {open.load === 'loading' && <LoadingLine text={bookingMessages.loadingDetail} />}
      {open.load === 'failed' && (
        <LoadFailed what="this booking" onRetry={() => void openBooking(open.bookingId)} />
      )}
      {detail !== null && booking !== undefined && (
        <>
          <BookingFacts booking={booking} />
          <div className="booking-detail__filters">
            <SecondaryButton small onClick={() => only({ nannyId: booking.nannyId })}>
              All bookings of this nanny
            </SecondaryButton>
            <SecondaryButton small onClick={() => only({ parentId: booking.parentId })}>
              All bookings of this parent
            </SecondaryButton>
            <MoneyButtons
              nanny={{ id: booking.nannyId, name: booking.nannyName }}
              parent={{ id: booking.parentId, name: booking.parentName }}
              onShow={money}
            />
            {(['parent', 'nanny'] as const).map((role) => (
              <SecondaryButton
                key={role}
                small
                aria-haspopup="dialog"
                onClick={() =>
                  role === 'parent'
                    ? erase(booking.parentId, parentLabel(booking))
                    : erase(booking.nannyId, booking.nannyName)
                }
              >
                {eraseAccountTexts.button(role)}
              </SecondaryButton>
            ))}
          </div>
          {/* Where the settle form was, so its outcome shows in the same place. */}
          <LiveAlert alert={alert} />
          {settleKind !== null && (
            <SettleForm
              key={booking.id}
              kind={settleKind}
              booking={booking}
              timeZone={booking.timeZone}
              onSettled={(message) => setAlert(successAlert(message))}
            />
          )}
          <h3 className="booking-detail__history">History</h3>
          <EventHistoryList events={detail.history} />
        </>
      )}
      <DialogClose onClose={close} />
    </ModalDialog>
  );
}
