import type { AppContext } from '../../app-context.js';

/**
 * Deliveries answered at once in the process that acknowledged them (ADR 0185), instead of waiting for a queue worker
 * (four per instance, polled every 0.5–2 s). At most this many at once; the others wait here, in order: more would
 * only queue for the database's connections (10 per instance), ahead of the webhooks' own inserts.
 */
const MAX_AT_ONCE = 12;
/** Past this many waiting, a delivery is left to the queue's workers (its job, sent without delay). */
const MAX_WAITING = 500;
/** How long closing waits for answers told to stop before the database closes anyway. */
const STOP_WAIT_MS = 5_000;

/** `jobId`: the delivery's fallback job, no longer needed once the answer is done. */
type Answer = (deliveryId: string, signal: AbortSignal, jobId: string) => Promise<unknown>;
interface Runner {
  signal: AbortSignal;
  running: Set<Promise<void>>;
  waiting: { deliveryId: string; jobId: string }[];
  answer: Answer;
}

// One per application context (a test may start several in one process).
const runners = new WeakMap<AppContext, Runner>();

/** Registered at start with the queue's workers: until then (and once closing) every delivery waits for the queue. */
export function startDeliveryRunner(ctx: AppContext, answer: Answer): void {
  const stopping = new AbortController();
  const runner: Runner = { signal: stopping.signal, running: new Set(), waiting: [], answer };
  runners.set(ctx, runner);
  // Before the queue stops and the database closes: an answer told to stop writes nothing more.
  ctx.onClose.unshift(async () => {
    stopping.abort();
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(runner.running),
      new Promise((resolve) => {
        waited = setTimeout(resolve, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(waited);
  });
}

/** Whether this process has room to answer one more delivery now. */
export function mayAnswerAtOnce(ctx: AppContext): boolean {
  const runner = runners.get(ctx);
  return Boolean(runner && !runner.signal.aborted && runner.waiting.length < MAX_WAITING);
}

/**
 * Answers now, or as soon as one of the answers in flight ends; not awaited (the webhook answers 200 meanwhile). A
 * failure is only logged: the delivery's job, sent before, answers it later (its hold keeps the two from both answering).
 */
export function answerAtOnce(ctx: AppContext, deliveryId: string, jobId: string): void {
  const runner = runners.get(ctx);
  if (!runner || runner.signal.aborted) return;
  runner.waiting.push({ deliveryId, jobId });
  startWaiting(ctx, runner);
}

function startWaiting(ctx: AppContext, runner: Runner): void {
  while (runner.running.size < MAX_AT_ONCE && runner.waiting.length > 0 && !runner.signal.aborted) {
    const { deliveryId, jobId } = runner.waiting.shift()!;
    const run = runner
      .answer(deliveryId, runner.signal, jobId)
      .then(() => undefined)
      .catch((err: unknown) => ctx.log.warn({ err, deliveryId }, 'channel delivery not answered at once: its job will'));
    runner.running.add(run);
    void run.finally(() => {
      runner.running.delete(run);
      startWaiting(ctx, runner);
    });
  }
}
