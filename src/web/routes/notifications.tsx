import { Bell, BellOff, Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';
import { SessionFailure } from '../app/require-account.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import {
  useNotificationSettings,
  useSubscribePush,
  useTestPush,
  useUnsubscribePush,
} from '../features/notifications/api/notifications.ts';
import { AlertTrigger } from '../features/notifications/components/alert-trigger.tsx';
import { PreferencesForm } from '../features/notifications/components/preferences-form.tsx';
import {
  currentPermission,
  existingSubscription,
  PermissionRefused,
  type PushPermission,
  pushSupport,
  pushSupported,
  type SubscriptionJson,
  subscribeBrowser,
  unsubscribeBrowser,
} from '../features/notifications/lib/push-browser.ts';
import { useSession } from '../lib/session.ts';
import { showToast } from '../lib/toast.ts';

const PERMISSION_BADGE: Record<PushPermission, { label: string; tone: 'positive' | 'negative' | 'neutral' }> =
  {
    granted: { label: 'Allowed', tone: 'positive' },
    denied: { label: 'Blocked', tone: 'negative' },
    default: { label: 'Not Set', tone: 'neutral' },
  };

/** Spec 02 §8: push status, enable/disable, a test, the alert preferences and (admins) the trigger tool. */
export function Component() {
  usePageTitle('Notification Settings');
  const { user, failure } = useSession();
  const settings = useNotificationSettings(Boolean(user));
  return (
    <div className="space-y-6">
      <PageHeader title="Notification Settings">
        Juice Watch alerts on this device the moment our alerts job finds a line move, steam, an injury or
        weather that matters — only the kinds you choose, at most {settings.data?.capPerHour ?? 4} an hour.
      </PageHeader>
      {failure ? (
        // The session could not be read (the server stopped): not "sign in", which the person may be.
        <SessionFailure failure={failure} />
      ) : user === null ? (
        <EmptyState
          icon={Bell}
          title="Sign in to get Juice Watch alerts"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to={`/sign-in?next=${encodeURIComponent('/notifications')}`}>Sign in</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={`/sign-up?next=${encodeURIComponent('/notifications')}`}>Create an account</Link>
              </Button>
            </div>
          }
        >
          <p>Alerts go to the browsers you turn them on in, with the preferences of your account.</p>
        </EmptyState>
      ) : (
        <QueryState
          query={settings}
          what="your notification settings"
          pending={<Skeleton className="h-96" />}
        >
          {(d) => (
            <>
              <PushControls publicKey={d.publicKey} endpoints={d.endpoints} />
              <Card asChild>
                <section aria-labelledby="alert-preferences" className="space-y-4">
                  <h2 id="alert-preferences" className="font-semibold text-moss-100">
                    Alert preferences
                  </h2>
                  <PreferencesForm preferences={d.preferences} />
                </section>
              </Card>
              {user?.role === 'admin' && <AlertTrigger />}
            </>
          )}
        </QueryState>
      )}
      <BrowserSupport />
    </div>
  );
}

function PushControls({ publicKey, endpoints }: { publicKey: string; endpoints: string[] }) {
  const [permission, setPermission] = useState<PushPermission>(currentPermission);
  const [mine, setMine] = useState<SubscriptionJson | null | undefined>(undefined);
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const test = useTestPush();
  const supported = pushSupported();

  // Spec 02 §8: a subscription this browser already holds is sent to the server again (it may have
  // been made under another account, or before the server lost it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page view; the endpoints come from the same answer.
  useEffect(() => {
    let live = true;
    existingSubscription()
      .then((sub) => {
        if (!live) return;
        setMine(sub);
        if (sub && !endpoints.includes(sub.endpoint)) subscribe.mutate(sub);
      })
      .catch(() => live && setMine(null));
    return () => {
      live = false;
    };
  }, []);

  const subscribed = mine != null && endpoints.includes(mine.endpoint);
  const badge = PERMISSION_BADGE[permission];
  const busy = subscribe.isPending || unsubscribe.isPending;

  const enable = async () => {
    try {
      const sub = await subscribeBrowser(publicKey);
      setPermission(currentPermission());
      await subscribe.mutateAsync(sub);
      setMine(sub);
      showToast({
        kind: 'success',
        message: 'Notifications Enabled',
        description: 'Juice Watch alerts will reach this browser.',
      });
    } catch (error) {
      setPermission(currentPermission());
      if (error instanceof PermissionRefused) {
        showToast({
          kind: 'error',
          message: 'Permission Required',
          description: 'Please allow notifications to receive Juice Watch alerts.',
        });
      } else {
        showToast({
          kind: 'error',
          message: 'Subscription Failed',
          description: 'Failed to enable notifications. Please try again.',
        });
      }
    }
  };
  const disable = async () => {
    try {
      const endpoint = (await unsubscribeBrowser()) ?? mine?.endpoint;
      await unsubscribe.mutateAsync(endpoint);
      setMine(null);
      showToast({
        kind: 'success',
        message: 'Notifications Disabled',
        description: 'This browser gets no more alerts.',
      });
    } catch {
      showToast({
        kind: 'error',
        message: 'Unsubscribe Failed',
        description: 'Failed to disable notifications. Please try again.',
      });
    }
  };
  const sendTest = async () => {
    if (!mine || !subscribed) {
      showToast({
        kind: 'error',
        message: 'Not Subscribed',
        description: 'Please enable notifications first to test them.',
      });
      return;
    }
    try {
      await test.mutateAsync(mine);
      showToast({
        kind: 'success',
        message: 'Test Sent',
        description: 'It should appear on this device in a moment.',
      });
    } catch {
      showToast({
        kind: 'error',
        message: 'Test Failed',
        description: 'Failed to send test notification. Please try again.',
      });
    }
  };

  return (
    <>
      <Card asChild>
        <section aria-labelledby="push-status" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="push-status" className="font-semibold text-moss-100">
              Push notifications on this browser
            </h2>
            <Badge tone={badge.tone}>
              {permission === 'granted' ? (
                <Check aria-hidden />
              ) : permission === 'denied' ? (
                <X aria-hidden />
              ) : null}
              {badge.label}
            </Badge>
          </div>
          <p className="text-sm text-moss-300">
            {!supported
              ? 'This browser does not support notifications. Try a current Chrome, Edge or Firefox, or Safari 16.4+ on a Home Screen web app.'
              : mine === undefined
                ? 'Checking this browser…'
                : subscribed
                  ? `On for this browser${endpoints.length > 1 ? ` and ${endpoints.length - 1} other${endpoints.length > 2 ? 's' : ''}` : ''}.`
                  : endpoints.length > 0
                    ? `Off for this browser; on for ${endpoints.length} other${endpoints.length > 1 ? 's' : ''}.`
                    : 'Off: no browser of yours gets alerts yet.'}
          </p>
          {permission === 'denied' && (
            <p className="text-sm text-moss-300">
              Notifications are blocked for this site. Open the browser’s site settings (the icon left of the
              address), allow notifications, and reload this page.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {permission === 'denied' ? (
              <Button disabled>
                <BellOff aria-hidden /> Blocked by Browser
              </Button>
            ) : subscribed ? (
              <Button variant="secondary" loading={busy} onClick={() => void disable()}>
                <BellOff aria-hidden /> Disable Notifications
              </Button>
            ) : (
              <Button
                loading={busy}
                disabled={!supported || mine === undefined}
                onClick={() => void enable()}
              >
                <Bell aria-hidden /> Enable Notifications
              </Button>
            )}
          </div>
        </section>
      </Card>
      {subscribed && (
        <Card asChild>
          <section aria-labelledby="push-test" className="space-y-3">
            <h2 id="push-test" className="font-semibold text-moss-100">
              Test notification
            </h2>
            <p className="text-sm text-moss-300">
              Sends one notification to this browser through its push service.
            </p>
            <Button variant="secondary" loading={test.isPending} onClick={() => void sendTest()}>
              Send Test Notification
            </Button>
          </section>
        </Card>
      )}
    </>
  );
}

function BrowserSupport() {
  const support = pushSupport();
  const rows: [string, boolean][] = [
    ['Notifications', support.notifications],
    ['Service worker', support.serviceWorker],
    ['Push API', support.pushManager],
  ];
  return (
    <Card asChild>
      <section aria-labelledby="browser-support" className="space-y-3">
        <h2 id="browser-support" className="font-semibold text-moss-100">
          Browser support
        </h2>
        <ul className="grid gap-2 text-sm sm:grid-cols-3">
          {rows.map(([label, ok]) => (
            <li key={label} className="flex items-center gap-2 text-moss-200">
              {ok ? (
                <Check aria-hidden className="size-4 text-leaf-400" />
              ) : (
                <X aria-hidden className="size-4 text-ember-400" />
              )}
              {label}: {ok ? 'supported' : 'not supported'}
            </li>
          ))}
        </ul>
        <p className="text-xs text-moss-300">
          Alerts arrive through your browser maker’s push service (Google, Mozilla, Microsoft or Apple),
          encrypted so that only this browser can read them.
        </p>
      </section>
    </Card>
  );
}
