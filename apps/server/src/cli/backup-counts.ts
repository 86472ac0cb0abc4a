import { plural } from '@app/shared/plural';

/** What a backup holds, as the backup and restore commands print it ('1 agente', never '1 agenti'). */
export function backupCountsText(counts: Record<string, number>): string {
  const n = (key: string) => counts[key] ?? 0;
  return [
    plural(n('accounts'), 'account', 'account'),
    plural(n('agents'), 'agente', 'agenti'),
    plural(n('agent_documents'), 'documento', 'documenti'),
    plural(n('document_chunks'), 'passaggio', 'passaggi'),
    plural(n('conversations'), 'conversazione', 'conversazioni'),
  ].join(', ');
}
