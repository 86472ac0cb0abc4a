import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedReplyList } from '@app/shared/api/saved-replies';
import { apiRequest } from '../../../lib/api-client';
import { inboxKeys, savedRepliesPath } from './keys';

/** GET /api/inbox/saved-replies: the account's saved replies, and whether the caller may manage them. */
export const getSavedReplies = () => apiRequest<SavedReplyList>(savedRepliesPath);

export const savedRepliesQueryOptions = () => queryOptions({ queryKey: inboxKeys.savedReplies(), queryFn: getSavedReplies });

export const useSavedReplies = () => useQuery(savedRepliesQueryOptions());
