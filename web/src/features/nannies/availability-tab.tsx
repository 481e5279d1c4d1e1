import { ZoneFallbackNotice } from '../../lib/bookings';
import type { NannyProfile } from './nanny-types';
import { SingleDayForm } from './single-day-form';
import { SingleDayList } from './single-day-list';
import { WeeklyScheduleForm } from './weekly-schedule-form';

export function AvailabilityTab({ profile }: { profile: NannyProfile }) {
  return (
    <div className="availability">
      {/* Her hours are on her own clock: her ZIP's, else the platform's until she adds one. */}
      <ZoneFallbackNotice />
      <WeeklyScheduleForm weekly={profile.weeklyAvailability} />
      <section className="card availability__single" aria-labelledby="single-days-heading">
        <h2 id="single-days-heading">Single days</h2>
        <p className="form__hint">
          Free on a day outside your weekly schedule? Add it here. Times are in 15-minute steps.
        </p>
        <SingleDayForm />
        <SingleDayList entries={profile.singleDayAvailability} />
      </section>
    </div>
  );
}
