import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_MESSAGES } from '@app/shared/i18n/integrations';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { registerWebApp } from '../../http/web-app.js';
import { registerWidgetPage } from './widget-page.js';
import { DEFAULT_WIDGET } from './widget-settings.js';

/**
 * Issue 33: the embedded chat's frame on a site that is not allowed shows an Italian refusal inside the frame instead
 * of the browser's 'refused to connect'; on an allowed site (or opened on its own) it is the chat page, framable only
 * by the allowed domains; and chat calls from a site that is not allowed stay refused by the server.
 */
let t: TestApp;
let web: FastifyInstance;
let dir: string;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  const owner = await createAccountWithOwner(t.ctx.db);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id })).id;
  const saved = await t.request({
    method: 'PUT',
    url: `/api/agents/${agentId}/widget`,
    cookie: await signIn(t, owner),
    payload: { ...DEFAULT_WIDGET, allowedDomains: ['negozio.example'] },
  });
  expect(saved.statusCode).toBe(200);
  // A built web app: the page of the frame is its index.html.
  dir = mkdtempSync(path.join(os.tmpdir(), 'agenti-widget-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="it"><body><div id="root">chat</div></body></html>');
  web = Fastify();
  await registerWebApp(web, dir);
  registerWidgetPage(web, t.ctx);
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const frame = (referer?: string, dest = 'iframe') =>
  web.inject({ method: 'GET', url: `/widget/${agentId}`, headers: { 'sec-fetch-dest': dest, ...(referer ? { referer } : {}) } });

describe('the frame of the embedded chat', () => {
  it('on a site that is not allowed: an Italian refusal any site may frame, with no chat and no script', async () => {
    const res = await frame('https://altro-sito.example/pagina');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(WIDGET_MESSAGES.frameNotAllowed);
    expect(res.body).not.toContain('<script');
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('on an allowed site, opened on its own, or without a Referer: the chat page, framable only by the allowed domains', async () => {
    for (const res of [
      await frame('https://negozio.example/contatti'),
      await frame('https://altro-sito.example/', 'document'),
      await frame(undefined),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy'] ?? '').not.toContain('frame-ancestors *');
    }
  });

  it('chat calls from a site that is not allowed stay refused by the server', async () => {
    const origin = (site: string) => ({ origin: site });
    const config = await t.request({ method: 'GET', url: `/api/widget/agents/${agentId}`, headers: origin('https://altro-sito.example') });
    expect(config.statusCode).toBe(403);
    expect(config.json().message).toBe(WIDGET_MESSAGES.domainNotAllowed);
    const message = await t.request({
      method: 'POST',
      url: `/api/widget/agents/${agentId}/messages`,
      headers: origin('https://altro-sito.example'),
      payload: { text: 'Ciao', visitorId: '6f1c1d0e-8a41-4d55-9a40-1f1f9c1d2e3f' },
    });
    expect(message.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/widget/agents/${agentId}`, headers: origin('https://negozio.example') })).statusCode,
    ).toBe(200);
  });
});
