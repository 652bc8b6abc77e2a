// The bet form's problems in words (issue 21, decision 144): an empty required field says what to
// enter; a problem the API's schema finds reads as a sentence under its field.
import type { FieldErrors } from '../../../lib/field-errors.ts';

/** The form's fields by the API body's keys: the labels its problems are worded with. */
export const LABELS = {
  gameId: 'Game',
  line: 'Line',
  price: 'Price',
  stake: 'Stake',
  book: 'Book',
  placedAt: 'Placed at',
} as const;
export type Checked = keyof typeof LABELS;

/** A schema problem as a sentence: "must be whole cents" under Stake reads "Stake must be whole cents." */
export const sentence = (key: string, message: string) => {
  const text = message.startsWith('must') ? `${LABELS[key as Checked] ?? key} ${message}` : message;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
};

/** The problems the form can show under a field; any other (none expected) is left to the alert. */
export function labelled(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key in LABELS));
}

/**
 * What an empty required field says (issue 21: a missing Book gave only the browser's bubble, if that),
 * before the API's own schema checks the rest (decision 144).
 */
export function missing(f: {
  gameId: string;
  line: string | null;
  price: string;
  stake: string;
  book: string;
  placedAt: string;
}) {
  const out: FieldErrors = {};
  if (f.gameId === '') out.gameId = 'Choose the game you bet on.';
  if (f.line !== null && f.line.trim() === '') out.line = 'Enter the line you got, e.g. -3.5.';
  if (f.price.trim() === '') out.price = 'Enter the price you got, e.g. -110.';
  if (f.stake.trim() === '') out.stake = 'Enter your stake in dollars.';
  if (f.book.trim() === '') out.book = 'Name the book you placed the bet with.';
  if (Number.isNaN(new Date(f.placedAt).getTime())) out.placedAt = 'Enter when you placed the bet.';
  return out;
}
