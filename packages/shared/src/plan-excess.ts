import type { Plan } from './plans.js';

/**
 * What an account holds, measured against a plan before it is bought (issue 44): members not deactivated (owner
 * included), agents, stored bytes, the website pages of its largest agent and its WhatsApp/Telegram connections.
 */
export interface AccountFootprint {
  users: number;
  agents: number;
  storageBytes: number;
  largestAgentPages: number;
  channelConnections: number;
}

export type ExcessKey = 'users' | 'agents' | 'storage' | 'pages' | 'channels';

/** One limit of `plan` the account is over: what it holds and what the plan allows (0 channels: none on that plan). */
export interface PlanExcess {
  key: ExcessKey;
  used: number;
  limit: number;
}

/**
 * The limits of `plan` the account would be over if it bought it: the same rules that block adding more once the plan
 * is in force ('Sei oltre i limiti del tuo piano'), read by the plan chooser and by the server's checkout alike.
 */
export function planExcess(plan: Plan, footprint: AccountFootprint): PlanExcess[] {
  const checks: PlanExcess[] = [
    { key: 'users', used: footprint.users, limit: plan.maxUsers },
    { key: 'agents', used: footprint.agents, limit: plan.maxAgents },
    { key: 'storage', used: footprint.storageBytes, limit: plan.storageBytes },
    { key: 'pages', used: footprint.largestAgentPages, limit: plan.websitePagesPerAgent },
    { key: 'channels', used: footprint.channelConnections, limit: plan.messagingChannels ? Number.MAX_SAFE_INTEGER : 0 },
  ];
  return checks.filter((check) => check.used > check.limit);
}
