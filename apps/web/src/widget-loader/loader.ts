import { widgetLoaderText as t } from '@app/shared/i18n/widget-loader';

/**
 * The embeddable widget's loader (issue 14, ADR 0082), built on its own as /widget.js (vite.widget.config.ts), never
 * part of the web app's bundle. On a customer's page:
 *   <script src="https://app…/widget.js" data-agent-id="…" async></script>
 * it asks the server for the agent's widget settings (the server checks the page's origin against the allowed
 * domains), draws a floating bubble, and creates the chat's iframe only when the bubble is first opened.
 * Optional: data-customer-id and data-customer-signature (HMAC-SHA256 of the id with the agent's secret).
 */
interface WidgetConfig {
  name: string;
  color: string;
  /** White or black, whichever reaches WCAG AA on `color` (the agent's 'Aspetto', issue 34). */
  textColor: string;
  position: 'right' | 'left';
  avatarUrl: string;
  bubbleLabel: string;
}

const script = document.currentScript as HTMLScriptElement | null;
const agentId = script?.dataset.agentId;
if (script && agentId) {
  const base = new URL(script.src).origin;
  const path = `/widget/agents/${encodeURIComponent(agentId)}`;
  fetch(`${base}/api${path}`)
    .then(async (res) => {
      const body = (await res.json()) as WidgetConfig & { message?: string };
      mount(res.ok ? body : null, res.ok ? null : (body.message ?? t.unavailable));
    })
    .catch(() => mount(null, t.unavailable));

  function mount(config: WidgetConfig | null, refusal: string | null) {
    const name = config?.name ?? t.fallbackName;
    // Only `#rrggbb` reaches the style sheet below.
    const hex = (v: string | undefined, fallback: string) => (v && /^#[0-9a-f]{6}$/i.test(v) ? v : fallback);
    const color = hex(config?.color, '#4f46e5');
    const ink = hex(config?.textColor, '#ffffff');
    const side = config?.position === 'left' ? 'left' : 'right';
    const host = document.createElement('div');
    host.setAttribute('data-agenti-widget', agentId!);
    // A shadow root keeps the page's styles and ours apart.
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>
:host{all:initial}
button{position:fixed;bottom:20px;${side}:20px;z-index:2147483646;display:flex;align-items:center;gap:8px;min-height:56px;min-width:56px;padding:0 16px;border:0;border-radius:28px;background:${color};color:${ink};font:600 15px/1 system-ui,sans-serif;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}
button:focus-visible{outline:3px solid #111;outline-offset:3px}
img{width:28px;height:28px;border-radius:50%;object-fit:cover}
section{position:fixed;bottom:88px;${side}:20px;z-index:2147483647;width:min(400px,calc(100vw - 24px));height:min(620px,calc(100vh - 110px));background:#fff;border-radius:14px;overflow:hidden;box-shadow:0 8px 30px rgba(0,0,0,.3);display:flex;flex-direction:column}
section[hidden]{display:none}
iframe{flex:1;border:0;width:100%}
p{margin:24px;font:15px/1.5 system-ui,sans-serif;color:#7f1d1d}
@media (max-width:480px){section{${side}:12px;bottom:84px}}
</style>`;
    const bubble = document.createElement('button');
    bubble.type = 'button';
    bubble.setAttribute('aria-expanded', 'false');
    bubble.setAttribute('aria-label', t.open(name));
    if (config?.avatarUrl) {
      const img = document.createElement('img');
      img.src = config.avatarUrl;
      img.alt = '';
      bubble.append(img);
    }
    // A speech-bubble icon drawn inline: no font on the customer's page is needed for it.
    bubble.insertAdjacentHTML(
      'beforeend',
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>',
    );
    if (config?.bubbleLabel) bubble.append(config.bubbleLabel);
    const panel = document.createElement('section');
    panel.hidden = true;
    panel.id = 'agenti-chat';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', t.frameTitle(name));
    bubble.setAttribute('aria-controls', panel.id);
    root.append(bubble, panel);
    document.body.append(host);

    const toggle = (open: boolean) => {
      if (open && !panel.firstChild) {
        if (refusal || !config) {
          const p = document.createElement('p');
          p.setAttribute('role', 'alert');
          p.textContent = refusal ?? t.unavailable;
          panel.append(p);
        } else {
          const frame = document.createElement('iframe');
          const hash = new URLSearchParams({ embed: '1' });
          const { customerId, customerSignature } = script!.dataset;
          if (customerId && customerSignature) {
            hash.set('customerId', customerId);
            hash.set('customerSignature', customerSignature);
          }
          // The fragment never reaches a server log.
          frame.src = `${base}/widget/${encodeURIComponent(agentId!)}#${hash.toString()}`;
          frame.title = t.frameTitle(name);
          frame.allow = 'clipboard-write';
          panel.append(frame);
        }
      }
      panel.hidden = !open;
      bubble.setAttribute('aria-expanded', String(open));
      bubble.setAttribute('aria-label', open ? t.close : t.open(name));
      if (open) (panel.querySelector('iframe') ?? panel.querySelector('p'))?.focus?.();
    };
    bubble.addEventListener('click', () => toggle(panel.hidden));
    root.addEventListener('keydown', (event) => {
      if ((event as KeyboardEvent).key === 'Escape' && !panel.hidden) {
        toggle(false);
        bubble.focus();
      }
    });
  }
}
