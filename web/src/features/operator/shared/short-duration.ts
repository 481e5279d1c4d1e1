/** 45 -> "45 min", 180 -> "3 h", 135 -> "2 h 15 min": short enough for a table cell. */
export function shortDurationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
