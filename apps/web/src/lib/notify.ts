import type { ExternalToast } from 'sonner';

/**
 * Toasts without putting sonner in any page's first load (ADR 0208): every toast goes through `toast` below, which
 * mounts the toaster and fetches sonner (~9 KB compressed) on the first call; the toaster is also mounted at the first
 * key or pointer press (lazy-toaster.tsx), so an action's toast rarely waits for it. Only this file and the toaster
 * may import sonner (lint rule).
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

let wanted = false;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export const toasterStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  /** Called by the mounted toaster. */
  ready: () => markReady(),
};

function show(kind: Kind, message: string, options?: ExternalToast): void {
  requestToaster();
  // Toasts asked for in turn are shown in turn: each waits for the same two promises.
  void Promise.all([import('sonner'), ready]).then(([sonner]) => sonner.toast[kind](message, options));
}

/**
 * An error toast whose id starts with this survives the navigation that follows it: for a page that reports a
 * failure and then moves on by design (a new agent whose file was refused). Other error toasts belong to their page.
 */
export const CARRIED_TOAST = 'carried:';

/**
 * The CSS variable (on the root element) that lifts toasts above what is fixed at the bottom of the page: the chat's
 * composer sets it while it is shown (`keepToastsAbove`).
 */
export const TOAST_CLEARANCE = '--toast-clearance';

/**
 * Keeps toasts above an element fixed at the bottom of the window while it is mounted: the clearance is the distance
 * from its top edge to the window's bottom (at most half the window), kept as the element or the window resizes.
 */
export function keepToastsAbove(element: HTMLElement): () => void {
  const root = document.documentElement;
  const update = () => {
    const clearance = Math.min(window.innerHeight / 2, Math.max(0, window.innerHeight - element.getBoundingClientRect().top));
    root.style.setProperty(TOAST_CLEARANCE, `${Math.ceil(clearance)}px`);
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(element);
  window.addEventListener('resize', update);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', update);
    root.style.removeProperty(TOAST_CLEARANCE);
  };
}

/** sonner's `toast`, the part of it the app uses, with the same arguments. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  /**
   * Dismisses one toast, or all: nothing to do while no toast was asked for. In turn with the toasts asked for before
   * it (a toast still waiting for sonner is dismissed, not shown after).
   */
  dismiss: (id?: string | number) => {
    if (wanted) void Promise.all([import('sonner'), ready]).then(([sonner]) => sonner.toast.dismiss(id));
  },
};
