// Go Gorilla's service worker (spec 02 §8, decision 115): it only shows pushed Juice Watch alerts and
// opens their page when tapped. It caches nothing. Scope: the whole site.
const AUTO_CLOSE_MS = 5000;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Go Gorilla';
  const requireInteraction = data.requireInteraction === true;
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' ? data.tag : 'go-gorilla',
    icon: '/favicon.svg',
    badge: '/favicon.svg',
    vibrate: [200, 100, 200],
    requireInteraction,
    data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
  };
  event.waitUntil(
    self.registration.showNotification(title, options).then(() => {
      // Spec 02 §8: notifications close after 5 s, except critical ones, which wait for the person.
      if (requireInteraction) return undefined;
      return new Promise((resolve) => setTimeout(resolve, AUTO_CLOSE_MS)).then(() =>
        self.registration.getNotifications({ tag: options.tag }).then((shown) => {
          for (const n of shown) n.close();
        }),
      );
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (w.url === url && 'focus' in w) return w.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
