// Small wording helpers for the reasons shown next to each BioBoost input. Hand-rolled (not
// toLocaleString) so the words do not depend on the runtime's locale data.

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 2450.4 → "2,450" */
export function formatThousands(value: number): string {
  const rounded = Math.round(Math.abs(value)).toString();
  const grouped = rounded.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && Math.round(Math.abs(value)) !== 0 ? `-${grouped}` : grouped;
}

/** 1.25 → "1.3", 2 → "2", −0.04 → "0" */
export function formatOneDecimal(value: number): string {
  const r = Math.round(value * 10) / 10;
  // (−0).toFixed(0) is "0": a rounded-away minus never prints.
  return r.toFixed(Number.isInteger(r) ? 0 : 1);
}

/** +3.5 → "+3.5", −2 → "−2" (a real minus sign, as in print) */
export function formatSigned(value: number): string {
  const text = formatOneDecimal(Math.abs(value));
  if (text === '0') return '0';
  return value > 0 ? `+${text}` : `−${text}`;
}

/** 13.5 → "1:30 pm", 9.0 → "9 am", 0.25 → "12:15 am", 9.995 → "10 am" */
export function formatClockHour(hours: number): string {
  // Round to the minute first, so 9.995 carries into the next hour instead of printing "9:60".
  const minutes = ((Math.round(hours * 60) % 1440) + 1440) % 1440;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h < 12 ? 'am' : 'pm';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${m.toString().padStart(2, '0')} ${suffix}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatOneDecimal(count)} ${Math.abs(count) === 1 ? one : many}`;
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${n}${suffix[n % 10] ?? 'th'}`;
}

/** Upper-cases the first letter of a sentence built from parts. */
export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]?.toUpperCase() + text.slice(1);
}

/** A 0–100 input with the words that explain it. */
export interface InputScore {
  value: number;
  reason: string;
}

/** An input that may be unknown: null with the reason (no forecast, no report), never a default. */
export interface MaybeInputScore {
  value: number | null;
  reason: string;
}
