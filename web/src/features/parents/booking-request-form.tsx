import { ChildPicker } from '../care-plans';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { lastBookableDate } from '@shared/booking-horizon';
import { NOTE_MAX_LENGTH, todayIn } from '@shared/booking-times';
import type { SearchWindow } from '@shared/directory-search';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { DayTimesFields } from '../../components/day-times-fields';
import { TextAreaField } from '../../components/text-area-field';
import { usePlatformStore, ZoneFallbackNotice } from '../../lib/bookings';
import { browserTimeZone } from '../../lib/calendar';
import { attemptFor, newIdempotencyKey, unsettledAfter } from '../../lib/idempotency-key';
import type { Attempt } from '../../lib/idempotency-key';
import { bookingSignature, defaultChildren, requestProblem } from './booking-rules';
import { useBookingStore } from './booking-store';
import { ChildrenField } from './children-field';
import { CARD_REQUIRED_MESSAGE } from '@shared/payment-amounts';
import { errorMessageOf } from '../../lib/api-client';
import { BookingEstimate } from './booking-estimate';
import { SavedCardForm } from './saved-card-form';
import { keepBookingDraft } from './booking-draft-api';
import { useCardStore } from './card-store';
import { NannyHours, useNannyHours } from './nanny-hours';
import { parentMessages } from './parent-messages';
import { useParentStore } from './parent-store';
import type { BookingChoice, DirectoryNanny } from './parent-types';
import {
  leftOut,
  NO_REPEAT,
  repeatProblem,
  WeeklyRepeatField,
  type WeeklyRepeat,
} from './weekly-repeat';
import { formatNumber } from '@shared/numbers';
import { useLoadOnShow } from '../../lib/use-load-on-show';

// Until GET /api/platform answers, the browser's zone stands in; the server checks again.
const counter = (note: string) =>
  `${formatNumber(note.length)} / ${formatNumber(NOTE_MAX_LENGTH)} characters`;

/**
 * Date, start, end, children, a note, the price (hours, fee, total) and Request Booking; one press
 * sends one request.
 */
export function BookingRequestForm({
  nanny,
  window,
  restored,
  onSent,
  again,
}: {
  nanny: Pick<DirectoryNanny, 'id' | 'fullName'>;
  /** The searched date and times: the form opens with them filled in. */
  window?: SearchWindow | null;
  /** Her request as she left it for Stripe's card page: the form opens filled with it. */
  restored?: { choice: BookingChoice; childIds: string[] };
  /** The request was sent (a restored one is then forgotten on the server). */
  onSent?: () => void;
  /** "Book again": a finished session's children, hours and note, filled in (a new date). */
  again?: {
    startTime: string;
    endTime: string;
    children: number;
    childIds: string[];
    note: string;
  };
}) {
  const request = useBookingStore((state) => state.request);
  const requestSeries = useBookingStore((state) => state.requestSeries);
  const [repeat, setRepeat] = useState<WeeklyRepeat>(NO_REPEAT);
  const children = useParentStore((state) => defaultChildren(state.profile));
  const timeZone = usePlatformStore((state) => state.timeZone) ?? browserTimeZone();
  const loadPlatform = usePlatformStore((state) => state.load);
  const feeBasisPoints = usePlatformStore((state) => state.serviceFeeBasisPoints);
  const empty: BookingChoice = {
    date: window?.date ?? '',
    startTime: again?.startTime ?? window?.start ?? '',
    endTime: again?.endTime ?? window?.end ?? '',
    children: again?.children ?? children,
    note: again?.note ?? '',
  };
  const [choice, setChoice] = useState(restored?.choice ?? empty);
  const [childIds, setChildIds] = useState<string[]>(restored?.childIds ?? again?.childIds ?? []);
  const { busy, alert, sendChecked } = useFormSubmit();
  // A request whose outcome is unknown (no answer): sent again unchanged, it keeps its key.
  const unsettled = useRef<Attempt | null>(null);
  const today = todayIn(new Date(), timeZone);
  const hours = useNannyHours(nanny.id, choice.date);
  // A card before the first request: asked for here, so her request waits with nothing lost.
  const [needsCard, setNeedsCard] = useState(false);
  const [cardNote, setCardNote] = useState<string | null>(null);
  const cardSaved = useCardStore((state) => state.cardSaved);
  const paymentsMode = useCardStore((state) => state.money?.mode ?? null);
  const loadMoney = useCardStore((state) => state.loadMoney);
  useEffect(() => {
    if (needsCard && paymentsMode === null) void loadMoney();
  }, [needsCard, paymentsMode, loadMoney]);

  useLoadOnShow(loadPlatform);

  const set =
    <K extends keyof BookingChoice>(key: K) =>
    (value: BookingChoice[K]) => {
      setChoice((previous) => ({ ...previous, [key]: value }));
      // Dates checked for other times are checked again.
      if (key === 'date' || key === 'startTime' || key === 'endTime') {
        setRepeat((previous) => ({ ...previous, dates: null, consent: false }));
      }
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = requestProblem(choice, timeZone, new Date()) ?? repeatProblem(repeat);
    void sendChecked(
      problem,
      async () => {
        const series = repeat.on ? JSON.stringify([repeat.weeks, leftOut(repeat)]) : '';
        const signature = `${bookingSignature(nanny.id, choice)}${series}`;
        const attempt = attemptFor(unsettled.current, signature, newIdempotencyKey);
        try {
          const message = repeat.on
            ? await requestSeries({
                nannyId: nanny.id,
                firstDate: choice.date,
                startTime: choice.startTime,
                endTime: choice.endTime,
                weeks: Number(repeat.weeks),
                children: choice.children,
                note: choice.note,
                childIds,
                leaveOut: leftOut(repeat),
                idempotencyKey: attempt.key,
              })
            : await request({
                nannyId: nanny.id,
                ...choice,
                childIds,
                idempotencyKey: attempt.key,
              });
          unsettled.current = null;
          // "Card saved. Press Request Booking…" is done with once the request is sent.
          setCardNote(null);
          setRepeat(NO_REPEAT);
          setChoice(empty);
          setChildIds(again?.childIds ?? []);
          onSent?.();
          return message || parentMessages.bookingSent;
        } catch (error) {
          unsettled.current = unsettledAfter(attempt, error);
          if (errorMessageOf(error) === CARD_REQUIRED_MESSAGE) setNeedsCard(true);
          throw error;
        }
      },
      parentMessages.bookingFailed,
    );
  };

  return (
    <>
      <form
        className="form booking-form"
        aria-label={`Request a booking with ${nanny.fullName}`}
        onSubmit={submit}
        noValidate
      >
        <div className="booking-form__fields">
          <DayTimesFields value={choice} set={set} min={today} max={lastBookableDate(today)} />
          <ChildrenField value={choice.children} onChange={set('children')} />
        </div>
        <ChildPicker
          value={childIds}
          onChange={(chosen) => {
            setChildIds(chosen);
            // The count is at least the children she ticks (she may raise it for others).
            if (chosen.length > choice.children) set('children')(chosen.length);
          }}
        />
        <WeeklyRepeatField nannyId={nanny.id} choice={choice} value={repeat} onChange={setRepeat} />
        <ZoneFallbackNotice />
        <NannyHours date={choice.date} shown={hours} />
        <TextAreaField
          label="Note to the nanny (optional)"
          rows={3}
          value={choice.note}
          onChange={set('note')}
          hint={counter(choice.note)}
        />
        <BookingEstimate
          choice={choice}
          timeZone={timeZone}
          rateCents={hours.state === 'ready' ? hours.hours.rateCents : null}
          feeBasisPoints={feeBasisPoints}
        />
        <BusyButton busy={busy} busyLabel="Sending...">
          Request Booking
        </BusyButton>
        <LiveAlert alert={alert} />
      </form>
      {needsCard && (paymentsMode === 'simulated' || paymentsMode === 'stripe') && (
        <SavedCardForm
          label="Add a card before your first request"
          mode={paymentsMode}
          keepRequest={() => keepBookingDraft({ nannyId: nanny.id, ...choice, childIds })}
          onSaved={(card) => {
            cardSaved(card);
            setNeedsCard(false);
            setCardNote('Card saved. Press Request Booking to send your request.');
          }}
        />
      )}
      {cardNote !== null && !needsCard && (
        <p className="form__hint" role="status">
          {cardNote}
        </p>
      )}
    </>
  );
}
