import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { pushText } from '@app/shared/i18n/push';
import { toast } from '../../../lib/notify';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { usePushStatus } from '../api/get-push-status';
import { useSubscribePush } from '../api/subscribe-push';
import { useUnsubscribePush } from '../api/unsubscribe-push';
import { useRemovePushDevice } from '../api/remove-push-device';
import { applicationServerKey, deviceName, pushSupported } from '../service-worker';

/** This browser's push subscription, if any (undefined while it is read). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * The profile's card for push notifications on the phone (issue 47): on or off on this device, the member's other
 * devices, and how to install the app on iOS (where push needs the app on the home screen) and Android.
 */
export function PushCard() {
  const t = pushText.card;
  const status = usePushStatus();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const remove = useRemovePushDevice();
  const supported = pushSupported();
  const [endpoint, setEndpoint] = useState<string | null | undefined>(supported ? undefined : null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!supported) return;
    currentSubscription().then(
      (s) => setEndpoint(s?.endpoint ?? null),
      () => setEndpoint(null),
    );
  }, [supported]);

  if (!status.data) return null;
  const { enabled, publicKey, devices } = status.data;
  const onHere = Boolean(endpoint && devices.some((d) => d.endpoint === endpoint));

  async function turnOn() {
    setProblem(null);
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setProblem(t.denied);
        return;
      }
      const registration = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const key = applicationServerKey(publicKey!);
      let subscription = await registration.pushManager.getSubscription();
      // A subscription made with another server key cannot carry our pushes: replaced.
      const sameKey = subscription?.options.applicationServerKey
        ? new Uint8Array(subscription.options.applicationServerKey).join() === key.join()
        : false;
      if (subscription && !sameKey) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      const json = subscription.toJSON();
      await subscribe.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        device: deviceName(),
      });
      setEndpoint(subscription.endpoint);
      toast.success(t.enabled);
    } catch (err) {
      setProblem(err instanceof ApiRequestError ? errorMessage(err) : t.failed);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setProblem(null);
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await unsubscribe.mutateAsync(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setEndpoint(null);
      toast.success(t.disabled);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-800">
        {!enabled ? (
          <p>{t.serverOff}</p>
        ) : !supported ? (
          <p>{t.unsupported}</p>
        ) : onHere ? (
          <div className="space-y-2">
            <p className="flex items-center gap-2 font-medium text-emerald-800" role="status">
              <BellRing className="h-4 w-4" aria-hidden="true" />
              {t.on}
            </p>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => void turnOff()}>
              {t.turnOff}
            </Button>
          </div>
        ) : (
          <Button size="sm" disabled={busy || endpoint === undefined} onClick={() => void turnOn()}>
            {t.turnOn}
          </Button>
        )}
        {problem ? (
          <p role="alert" className="text-red-700">
            {problem}
          </p>
        ) : null}
        {enabled ? (
          <section aria-labelledby="push-devices-title" className="space-y-2">
            <h3 id="push-devices-title" className="font-semibold text-slate-900">
              {t.devices}
            </h3>
            {devices.length ? (
              <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
                {devices.map((d) => {
                  const name = d.endpoint === endpoint ? `${d.device || t.unknownDevice} (${t.thisDevice})` : d.device || t.unknownDevice;
                  return (
                    <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                      <span className="break-words">{name}</span>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t.removeDevice(name)}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(d.id, {
                            onSuccess: () => {
                              if (d.endpoint === endpoint) void currentSubscription().then((s) => s?.unsubscribe());
                              toast.success(t.disabled);
                            },
                            onError: (err) => toast.error(errorMessage(err)),
                          })
                        }
                      >
                        {t.remove}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-slate-600">{t.noDevices}</p>
            )}
          </section>
        ) : null}
        <section aria-labelledby="push-install-title" className="space-y-2 rounded-md bg-slate-50 p-3">
          <h3 id="push-install-title" className="font-semibold text-slate-900">
            {t.iosTitle}
          </h3>
          <p>{t.ios}</p>
          <h3 className="font-semibold text-slate-900">{t.androidTitle}</h3>
          <p>{t.android}</p>
        </section>
      </CardContent>
    </Card>
  );
}
