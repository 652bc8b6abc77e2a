// The browser's side of push (spec 02 §8): what it supports, the permission, and the subscription the
// service worker holds. The messages thrown are the spec's own.

import type { PushSubscriptionJson } from '../../../../shared/api/notifications.ts';

export type PushPermission = 'granted' | 'denied' | 'default';

export interface PushSupport {
  notifications: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
}

export function pushSupport(): PushSupport {
  return {
    notifications: typeof window !== 'undefined' && 'Notification' in window,
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    pushManager: typeof window !== 'undefined' && 'PushManager' in window,
  };
}

export const pushSupported = (s: PushSupport = pushSupport()) =>
  s.notifications && s.serviceWorker && s.pushManager;

export function currentPermission(): PushPermission {
  return pushSupport().notifications ? Notification.permission : 'default';
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  if (!pushSupported()) throw new Error('This browser does not support notifications');
  const existing = await navigator.serviceWorker.getRegistration('/');
  const reg = existing ?? (await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  if (!reg) throw new Error('Service Worker not registered');
  return reg;
}

export type SubscriptionJson = PushSubscriptionJson;

function asJson(sub: PushSubscription): SubscriptionJson {
  const json = sub.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new Error('Subscription failed');
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

/** The subscription this browser already holds, if any (without asking anything). */
export async function existingSubscription(): Promise<SubscriptionJson | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  return sub ? asJson(sub) : null;
}

/** Asks for permission when not yet given, then subscribes with our key. */
export async function subscribeBrowser(publicKey: string): Promise<SubscriptionJson> {
  if (!pushSupported()) throw new Error('This browser does not support notifications');
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new PermissionRefused();
  const reg = await registration();
  const existing = await reg.pushManager.getSubscription();
  if (existing) return asJson(existing);
  try {
    return asJson(
      await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }),
    );
  } catch {
    throw new Error('Subscription failed');
  }
}

/** Drops this browser's subscription; returns its endpoint for the server, if there was one. */
export async function unsubscribeBrowser(): Promise<string | undefined> {
  const reg = pushSupported() ? await navigator.serviceWorker.getRegistration('/') : undefined;
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return undefined;
  await sub.unsubscribe();
  return sub.endpoint;
}

export class PermissionRefused extends Error {
  constructor() {
    super('Permission Required');
    this.name = 'PermissionRefused';
  }
}
