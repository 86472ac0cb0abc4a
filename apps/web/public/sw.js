/* global self */
/*
 * The app's service worker (issue 47): it shows the team's push notifications and opens the request on a click. It
 * caches nothing: the app is always the one the server serves now. Plain JavaScript, served as is from /sw.js so that
 * its scope is the whole app.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only a path of this app is ever opened, whatever a payload says. */
function appUrl(path) {
  const url = new URL(typeof path === 'string' ? path : '/inbox', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/inbox', self.location.origin).href;
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Agenti AI';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      renotify: typeof data.tag === 'string',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'it',
      data: { url: appUrl(data.url) },
    }),
  );
});

/**
 * A click on a notification: it closes, and the request it names opens in the app's window already open (focused,
 * then taken to the request) or in a new one. A window that cannot be focused is still taken to the request.
 * A top-level function of this classic script: the browser tests call it with the notification the worker shows.
 */
async function openNotification(notification) {
  notification.close();
  const url = appUrl(notification.data && notification.data.url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  const focused = await open.focus().catch(() => open);
  // A window this worker does not control cannot be navigated: the request opens in a new one instead.
  return focused.navigate(url).catch(() => self.clients.openWindow(url));
}

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(event.notification));
});
