// `?ref=CODE` on any page (decision 123): the code is kept under gg:referralCode, the click is counted
// (POST /api/referrals/click) and, once it was, the parameter leaves the address bar. A signed-in person
// with a kept code attributes their new account's sign-up to it (POST /api/referrals/attribute); the
// code is forgotten when the server has answered for good.
import {
  REFERRAL_STORAGE_KEY,
  ReferralAttributeResponse,
  ReferralClickResponse,
  ReferralCode,
} from '../../shared/api/referrals.ts';
import { ApiRequestError, apiSend } from './api-fetch.ts';

/** The well-formed code of a `?ref=` parameter, or undefined. */
export function referralCodeIn(search: string): string | undefined {
  const raw = new URLSearchParams(search).get('ref');
  const parsed = ReferralCode.safeParse(raw?.trim().toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

/** The address without its `ref` parameter (the rest of the query and the fragment kept). */
export function withoutRef(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('ref');
  return `${url.pathname}${url.search}${url.hash}`;
}

function store(code: string | undefined) {
  try {
    if (code) localStorage.setItem(REFERRAL_STORAGE_KEY, code);
    else localStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Storage blocked: the click still counts; the sign-up cannot be attributed.
  }
}

/** Captures a `?ref=` of the current address; `replace` changes the address bar without a navigation. */
export async function captureReferral(replace: (path: string) => void): Promise<void> {
  const code = referralCodeIn(location.search);
  if (!code) return;
  store(code);
  try {
    await apiSend('POST', '/api/referrals/click', { code }, ReferralClickResponse);
  } catch (error) {
    // An unknown code is forgotten; any other failure leaves the parameter for the next visit.
    if (!(error instanceof ApiRequestError && error.status === 404)) return;
    store(undefined);
  }
  replace(withoutRef(location.href));
}

/** A signed-in person's kept code attributes their sign-up; forgotten once the server decided. */
export async function attributeStoredReferral(code: string): Promise<void> {
  try {
    await apiSend('POST', '/api/referrals/attribute', { code }, ReferralAttributeResponse);
    store(undefined);
  } catch (error) {
    // 400 (own code), 404 (unknown), 409 (not a new account): final answers, the code is dropped.
    if (error instanceof ApiRequestError && [400, 404, 409].includes(error.status)) store(undefined);
  }
}
