import { describe, expect, it } from 'vitest';
import { backupCountsText } from './backup-counts.js';

describe('the counts the backup and restore commands print', () => {
  it('says one of each in the singular and more in the plural', () => {
    const one = { accounts: 1, agents: 1, agent_documents: 1, document_chunks: 1, conversations: 1 };
    expect(backupCountsText(one)).toBe('1 account, 1 agente, 1 documento, 1 passaggio, 1 conversazione');
    const two = { accounts: 2, agents: 2, agent_documents: 2, document_chunks: 2, conversations: 2 };
    expect(backupCountsText(two)).toBe('2 account, 2 agenti, 2 documenti, 2 passaggi, 2 conversazioni');
  });
});
