// First-party analytics (decision 123): `track(event, props?)` sends one event to our own API and nowhere
// else. Nothing is sent when the browser says Do Not Track (the server also drops events sent with
// DNT: 1). Counting never gets in a reader's way: a failure is swallowed.
import {
  type AnalyticsEventBody,
  type AnalyticsEventName,
  AnalyticsEventResponse,
} from '../../shared/api/analytics.ts';
import { REFERRAL_STORAGE_KEY } from '../../shared/api/referrals.ts';
import { apiSend } from './api-fetch.ts';

export type TrackProps = NonNullable<AnalyticsEventBody['props']>;

/** True when the browser asked not to be tracked. */
export function doNotTrack(nav: Pick<Navigator, 'doNotTrack'> | undefined = globalThis.navigator): boolean {
  return nav?.doNotTrack === '1';
}

/** The referral code the visitor arrived with, while it is kept. */
export function storedReferralCode(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(REFERRAL_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export async function track(event: AnalyticsEventName, props?: TrackProps): Promise<void> {
  if (doNotTrack()) return;
  const body: AnalyticsEventBody = { event, path: globalThis.location?.pathname || '/' };
  const code = storedReferralCode();
  if (code) body.referralCode = code;
  if (props) body.props = props;
  await apiSend('POST', '/api/analytics/event', body, AnalyticsEventResponse).catch(() => undefined);
}
