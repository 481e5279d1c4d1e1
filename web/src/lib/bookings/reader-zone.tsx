import { zoneName } from '@shared/time-zones';
import { usePlatformStore } from './platform-store';
import { useLoadOnShow } from '../use-load-on-show';

/** The reader's own zone (her ZIP's, else the platform's), loaded once; null until known. */
export function useReaderZone(): string | null {
  const timeZone = usePlatformStore((state) => state.timeZone);
  const load = usePlatformStore((state) => state.load);
  useLoadOnShow(load);
  return timeZone;
}

/** "Times are in New York time until you add your ZIP code." */
export const zoneFallbackText = (platformZone: string) =>
  `Times are in ${zoneName(platformZone)} until you add your ZIP code.`;

/**
 * "Times are in New York time until your ZIP code's time zone is known.": she has a ZIP whose
 * zone is not recorded yet (set before zones were kept, until the start-up catch-up records it).
 */
export const zonePendingText = (platformZone: string) =>
  `Times are in ${zoneName(platformZone)} until your ZIP code's time zone is known.`;

/**
 * Says whose clock the times are on while a parent or a nanny has no zone from a ZIP: the
 * platform's (docs/product.md, Time zone). Nothing once her ZIP names her zone.
 */
export function ZoneFallbackNotice() {
  useReaderZone();
  const platform = usePlatformStore((state) => state.platformTimeZone);
  const fromZip = usePlatformStore((state) => state.zoneFromZip);
  const hasZip = usePlatformStore((state) => state.hasZip);
  if (platform === null || fromZip) return null;
  const text = hasZip ? zonePendingText(platform) : zoneFallbackText(platform);
  return <p className="form__hint">{text}</p>;
}
