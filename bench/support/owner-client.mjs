const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** An API client for a bench: JSON or multipart bodies, the session cookie kept between calls; throws on an error status. */
export function apiClient(base) {
  let cookie = '';
  const api = async (method, url, body) => {
    const isForm = body instanceof FormData;
    const res = await fetch(base + url, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: isForm ? body : body ? JSON.stringify(body) : undefined,
    });
    const setCookie = res.headers.getSetCookie?.() ?? [];
    if (setCookie.length)
      cookie = setCookie
        .map((c) => c.split(';')[0])
        .filter((c) => !c.endsWith('='))
        .join('; ');
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  return { api, cookie: () => cookie };
}

/** Registers a new owner and confirms the address with the link the server logs when it has no SMTP. */
export async function signUpOwner(api, readLog, email = `bench-${Date.now()}@esempio.it`) {
  await api('POST', '/api/auth/register', { email, password: 'Password1!', confirmPassword: 'Password1!' });
  let token;
  for (let i = 0; i < 100 && !token; i += 1) {
    const match = readLog().match(/verify-email\?token=([^\s"\\]+)/);
    if (match) token = decodeURIComponent(match[1]);
    else await sleep(100);
  }
  if (!token) throw new Error('no verification link in the server log');
  await api('POST', '/api/auth/verify-email', { token });
  return email;
}

/**
 * A new owner with an agent 'Negozio' and its price list as a CSV, the way a customer gets there (lighthouse.mjs,
 * page-heights.mjs). Resolves to the API client, signed in, and the agent.
 */
export async function ownerWithShopAgent(base, readLog, emailPrefix) {
  const client = apiClient(base);
  await signUpOwner(client.api, readLog, `${emailPrefix}-${Date.now()}@esempio.it`);
  const agent = await client.api('POST', '/api/agents', {
    name: 'Negozio',
    description: 'Risponde ai clienti',
    instructions: 'Rispondi in italiano usando il listino.',
  });
  const form = new FormData();
  form.set('file', new Blob(['Prodotto;Prezzo\nCaffè in grani;12,50 €\nTè verde;4 €\n'], { type: 'text/csv' }), 'listino.csv');
  await client.api('POST', `/api/agents/${agent.id}/documents`, form);
  return { ...client, agent };
}
