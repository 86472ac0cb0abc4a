import { randomUUID } from 'node:crypto';
import { agentActions } from '../../db/schema/actions.js';
import type { World } from './world.js';

/**
 * The matrix's requests for custom actions and the channels of issue 47. An action calls localhost, which the matrix's
 * server may reach (CRAWLER_ALLOW_PRIVATE_HOSTS) and where nothing listens: a call fails at once, inside the machine.
 */
export const MATRIX_ACTION = {
  name: 'Stato ordine',
  whenToUse: 'Quando il cliente chiede a che punto è il suo ordine.',
  method: 'GET',
  url: 'http://localhost:9/ordini/{numero}',
  headers: [],
  parameters: [{ name: 'numero', type: 'string', description: "Il numero dell'ordine", required: true, allowedValues: [] }],
  resultFields: ['stato'],
  enabled: true,
} as const;

/** An action of A's agent, written straight into the database (its URL was checked when the route saved one). */
export async function freshAction(w: World): Promise<string> {
  const id = randomUUID();
  await w.t.ctx.db.insert(agentActions).values({
    id,
    accountId: w.a.accountId,
    agentId: w.a.agentId,
    name: `Stato ordine ${id.slice(0, 8)}`,
    whenToUse: MATRIX_ACTION.whenToUse,
    method: MATRIX_ACTION.method,
    url: MATRIX_ACTION.url,
    parameters: MATRIX_ACTION.parameters.map((p) => ({ ...p, allowedValues: [] })),
    resultFields: [...MATRIX_ACTION.resultFields],
  });
  return id;
}

/** A Meta page of the matrix's fake Graph API (Messenger and Instagram, issue 47). */
export const MATRIX_META = {
  pageId: '1234567890',
  accessToken: 'EAAmatrice-token',
  appSecret: 'segreto-app-matrice',
  name: 'Pagina Matrice',
};

/** A mailbox on servers of a private network: refused before any connection (ADR 0310). */
export const MATRIX_MAILBOX = {
  address: 'info@negozio-matrice.it',
  imapHost: '10.255.255.1',
  imapPort: 9,
  imapTls: false,
  smtpHost: '10.255.255.1',
  smtpPort: 9,
  smtpTls: false,
  username: 'info@negozio-matrice.it',
  password: 'password-di-prova',
  moveToFolder: null,
};
