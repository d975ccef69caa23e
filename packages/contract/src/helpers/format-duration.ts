/**
 * Spec §9: durations as "hh mm ss, hiding zero hours and minutes". Leading zero units are
 * hidden; once a larger unit is shown the smaller ones stay, so 3600 reads "1h 0m 0s" and
 * never "1h" (which looks like a rounded value). See docs/decisions/0014-duration-format.md.
 */
export function formatDuration(totalSeconds: number): string {
  // Negative or non-finite durations come only from clock trouble; show nothing elapsed.
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours}h ${minutes}m ${rest}s`;
  if (minutes > 0) return `${minutes}m ${rest}s`;
  return `${rest}s`;
}
