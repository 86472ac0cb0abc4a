import { canManageBilling } from '@app/shared/roles';
import { useSession } from './session';

/** Where 'Scegli un piano' leads (issue 34): the owner chooses inside the app, anyone else reads the public prices. */
export const PLAN_CHOICE_IN_APP = '/billing#piani';

export function usePlanChoicePath(): string {
  const { session } = useSession();
  return session && canManageBilling(session.user.role) ? PLAN_CHOICE_IN_APP : '/pricing';
}
