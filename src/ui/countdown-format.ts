const pad = (n: number) => String(n).padStart(2, '0');

/** Hours, minutes and seconds of a duration, each zero-padded to at least 2 digits. */
export function countdownParts(totalSeconds: number): [hours: string, minutes: string, seconds: string] {
  const total = Math.max(0, Math.floor(totalSeconds));
  return [pad(Math.floor(total / 3600)), pad(Math.floor((total % 3600) / 60)), pad(total % 60)];
}

/** 172800 → "48:00:00", 3661 → "01:01:01". */
export function formatCountdown(totalSeconds: number): string {
  return countdownParts(totalSeconds).join(':');
}
