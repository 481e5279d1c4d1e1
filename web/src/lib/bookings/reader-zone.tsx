import { useEffect } from 'react';
import { zoneName } from '@shared/time-zones';
import { usePlatformStore } from './platform-store';

/** The reader's own zone (her ZIP's, else the platform's), loaded once; null until known. */
export function useReaderZone(): string | null {
  const timeZone = usePlatformStore((state) => state.timeZone);
  const load = usePlatformStore((state) => state.load);
  useEffect(() => {
    void load();
  }, [load]);
  return timeZone;
}

/** "Times are in New York time until you add your ZIP code." */
export const zoneFallbackText = (platformZone: string) =>
  `Times are in ${zoneName(platformZone)} until you add your ZIP code.`;

/**
 * Says whose clock the times are on while a parent or a nanny has no zone from a ZIP: the
 * platform's (docs/product.md, Time zone). Nothing once her ZIP names her zone.
 */
export function ZoneFallbackNotice() {
  useReaderZone();
  const platform = usePlatformStore((state) => state.platformTimeZone);
  const fromZip = usePlatformStore((state) => state.zoneFromZip);
  if (platform === null || fromZip) return null;
  return <p className="form__hint">{zoneFallbackText(platform)}</p>;
}
