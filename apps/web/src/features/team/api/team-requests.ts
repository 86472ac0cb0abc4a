import type { AddTeamMember, ConfirmInviteResponse, TeamMember, UpdateMemberRoleInput } from '@app/shared/api/team';
import { apiRequest } from '../../../lib/api-client';

const memberPath = (id: string) => `/team/members/${encodeURIComponent(id)}`;
type MemberResult = { member: TeamMember; message: string };

export const addTeamMember = (input: AddTeamMember) => apiRequest<MemberResult>('/team/members', { method: 'POST', body: input });
export const updateMemberRole = (id: string, input: UpdateMemberRoleInput) =>
  apiRequest<MemberResult>(`${memberPath(id)}/role`, { method: 'PATCH', body: input });
export const setMemberStatus = (id: string, active: boolean) =>
  apiRequest<MemberResult>(`${memberPath(id)}/status`, { method: 'PATCH', body: { active } });
export const deleteTeamMember = (id: string) => apiRequest<{ success: true; message: string }>(memberPath(id), { method: 'DELETE' });
export const confirmInvite = (token: string, signal?: AbortSignal) =>
  apiRequest<ConfirmInviteResponse>('/team/confirm-invite', { method: 'POST', body: { token }, signal });
