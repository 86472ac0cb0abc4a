import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { documentKeys } from './keys';
import { useDeleteDocument } from './delete-document';
import { useRetryDocument } from './retry-document';
import { useUploadDocument } from './upload-document';

afterEach(() => vi.unstubAllGlobals());

const doc = (id: string) => ({ id, fileName: `${id}.pdf`, status: 'ready' });
const cached = () =>
  clientWith([
    [documentKeys.list('a1'), { documents: [doc('d1')] }],
    [documentKeys.list('a2'), { documents: [doc('d9')] }],
  ]);

describe('knowledge mutations update the cache', () => {
  it('useUploadDocument puts the new document first in the list, once, and marks the list stale', async () => {
    const sent = serveFetch({ 'POST /api/agents/a1/documents': { body: doc('d2') } });
    const queryClient = cached();
    const upload = runHook(() => useUploadDocument('a1'), queryClient);
    await upload.mutateAsync(new File(['testo'], 'd2.txt', { type: 'text/plain' }));
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect(queryClient.getQueryData(documentKeys.list('a1'))).toEqual({ documents: [doc('d2'), doc('d1')] });
    expect(isInvalidated(queryClient, documentKeys.list('a1'))).toBe(true);
    expect(isInvalidated(queryClient, documentKeys.list('a2'))).toBe(false);
    // The same document announced twice (e.g. by the realtime event first) is not listed twice.
    await upload.mutateAsync(new File(['testo'], 'd2.txt', { type: 'text/plain' }));
    expect(queryClient.getQueryData(documentKeys.list('a1'))).toEqual({ documents: [doc('d2'), doc('d1')] });
  });

  it('useUploadDocument: a refused file adds nothing', async () => {
    serveFetch({ 'POST /api/agents/a1/documents': { status: 413, body: { message: 'Il file supera la dimensione massima.' } } });
    const queryClient = cached();
    await expect(runHook(() => useUploadDocument('a1'), queryClient).mutateAsync(new File(['x'], 'x.txt'))).rejects.toThrow(
      'Il file supera la dimensione massima.',
    );
    expect(queryClient.getQueryData(documentKeys.list('a1'))).toEqual({ documents: [doc('d1')] });
  });

  it.each([
    ['useDeleteDocument', (agentId: string) => useDeleteDocument(agentId), 'DELETE /api/agents/a1/documents/d1'],
    ['useRetryDocument', (agentId: string) => useRetryDocument(agentId), 'POST /api/agents/a1/documents/d1/retry'],
  ] as const)("%s: the agent's list is stale, another agent's untouched", async (_name, hook, route) => {
    serveFetch({ [route]: { body: { success: true, ...doc('d1') } } });
    const queryClient = cached();
    await runHook(() => hook('a1'), queryClient).mutateAsync('d1');
    expect(isInvalidated(queryClient, documentKeys.list('a1'))).toBe(true);
    expect(isInvalidated(queryClient, documentKeys.list('a2'))).toBe(false);
  });
});
