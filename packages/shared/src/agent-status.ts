export const AGENT_STATUS_MISSING = 'N/D';

/** Spec §2: the card shows the status, 'Attivo' in green, any other value in red, 'N/D' when missing. */
export function agentStatusDisplay(status: string | null | undefined): { label: string; active: boolean } {
  return { label: status?.trim() ? status : AGENT_STATUS_MISSING, active: status === 'Attivo' };
}
