/**
 * Toasts without putting sonner in the landing page's JavaScript: the toaster is mounted (and sonner
 * fetched) on the first page that may toast, or on the first `notify` call from the always-loaded code
 * (layouts, guards). Pages loaded on demand may import `toast` from sonner directly.
 */
type Kind = 'success' | 'error' | 'info';

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

function show(kind: Kind, message: string): void {
  requestToaster();
  void Promise.all([import('sonner'), ready]).then(([{ toast }]) => toast[kind](message));
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

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
