import { useState } from 'react';
import {
  MAX_SERIES_WEEKS,
  MIN_SERIES_WEEKS,
  seriesWeeksProblem,
  type SeriesDate,
} from '@shared/booking-series';
import { formatLongDate } from '@shared/time-zones';
import { CheckboxField } from '../../components/checkbox-field';
import { Field } from '../../components/field';
import { errorMessageOf } from '../../lib/api-client';
import { previewBookingSeries } from './parent-api';
import type { BookingChoice } from './parent-types';
import { SecondaryButton } from '../../components/secondary-button';

/** "Repeat weekly for N weeks": the dates checked before sending, and her consent. */
export interface WeeklyRepeat {
  on: boolean;
  weeks: string;
  /** The preview of the dates as the choice and weeks now stand (null: not checked yet). */
  dates: SeriesDate[] | null;
  /** She agreed to leave out the dates that do not fit. */
  consent: boolean;
}

export const NO_REPEAT: WeeklyRepeat = { on: false, weeks: '4', dates: null, consent: false };
export const CHECK_DATES_MESSAGE = 'Please check the dates before sending.';
export const CONSENT_NEEDED_MESSAGE = 'Please agree to leave out the dates that do not fit.';

/** The dates left out: those that do not fit (she agreed to leave them out). */
export const leftOut = (repeat: WeeklyRepeat) =>
  (repeat.dates ?? []).filter((d) => !d.fits).map((d) => d.date);

/** What stops the series from being sent, or null. */
export function repeatProblem(repeat: WeeklyRepeat): string | null {
  if (!repeat.on) return null;
  const weeks = seriesWeeksProblem(Number(repeat.weeks));
  if (weeks) return weeks;
  if (repeat.dates === null) return CHECK_DATES_MESSAGE;
  if (leftOut(repeat).length > 0 && !repeat.consent) return CONSENT_NEEDED_MESSAGE;
  return null;
}

export function WeeklyRepeatField({
  nannyId,
  choice,
  value,
  onChange,
}: {
  nannyId: string;
  choice: BookingChoice;
  value: WeeklyRepeat;
  onChange: (value: WeeklyRepeat) => void;
}) {
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const check = async () => {
    const weeks = Number(value.weeks);
    const wrong = seriesWeeksProblem(weeks);
    setProblem(wrong);
    if (wrong) return;
    setChecking(true);
    try {
      const dates = await previewBookingSeries({
        nannyId,
        firstDate: choice.date,
        startTime: choice.startTime,
        endTime: choice.endTime,
        weeks,
      });
      onChange({ ...value, dates, consent: false });
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      setChecking(false);
    }
  };
  const out = leftOut(value);
  return (
    <fieldset className="weekly-repeat">
      <legend className="visually-hidden">Weekly series</legend>
      <CheckboxField
        label="Repeat weekly"
        checked={value.on}
        onChange={(on) => onChange({ ...value, on, dates: null, consent: false })}
      />
      {value.on && (
        <>
          <Field label={`For how many weeks (${MIN_SERIES_WEEKS} to ${MAX_SERIES_WEEKS})`}>
            {({ id }) => (
              <input
                id={id}
                className="field__input"
                type="number"
                min={MIN_SERIES_WEEKS}
                max={MAX_SERIES_WEEKS}
                value={value.weeks}
                onChange={(event) =>
                  onChange({ ...value, weeks: event.target.value, dates: null, consent: false })
                }
              />
            )}
          </Field>
          <SecondaryButton small disabled={checking} onClick={() => void check()}>
            {checking ? 'Checking...' : 'Check dates'}
          </SecondaryButton>
          {problem !== null && (
            <p className="form__error" role="alert">
              {problem}
            </p>
          )}
          {value.dates !== null && (
            <ul className="weekly-repeat__dates" aria-label="Dates of the series">
              {value.dates.map((d) => (
                <li key={d.date}>
                  {formatLongDate(d.date)}:{' '}
                  {d.fits ? 'will be requested' : `left out. ${d.problem}`}
                </li>
              ))}
            </ul>
          )}
          {out.length > 0 && (
            <CheckboxField
              label={
                out.length === 1
                  ? 'Leave out the date that does not fit'
                  : `Leave out the ${out.length} dates that do not fit`
              }
              checked={value.consent}
              onChange={(consent) => onChange({ ...value, consent })}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
