import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getFaqs } from '@fvc/shared/api';
import type { ContentList, PublishRequest, ScheduleRequest, UploadedMedia } from '@fvc/shared/contracts';
import type { MediaUse } from '@fvc/shared/contracts/rules';
import { staffApi } from '../../app/staff-session';
import type { ContentFields, ContentItem, ContentKind } from './content-kinds';

const CONTENT = '/api/backoffice/content';

/** An item's key: a number, an alert's uuid, a page's slug. */
type ItemId = ContentItem['id'];

const listPath = (kind: ContentKind) => `${CONTENT}/${kind.api}`;
const itemPath = (kind: ContentKind, id: ItemId) => `${listPath(kind)}/${encodeURIComponent(String(id))}`;
const listKey = (kind: ContentKind) => ['backoffice', 'content', kind.api] as const;

/** A kind's list: every item with its state and versions. */
export const contentListQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: listKey(kind),
    queryFn: ({ signal }) => staffApi.get<ContentList>(listPath(kind), { signal }),
  });

export const contentItemQuery = (kind: ContentKind, id: ItemId) =>
  queryOptions({
    queryKey: [...listKey(kind), id],
    queryFn: ({ signal }) => staffApi.get<ContentItem>(itemPath(kind, id), { signal }),
  });

/** The FAQ groups the public page shows now, by title (public: no staff token), for a FAQ's group to pick from. */
export const faqGroupsQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'faq-groups'] as const,
    queryFn: async () => (await getFaqs()).groups.map((group) => group.title),
  });

/** A picture for `use` (its size comes with it): multipart, `use` and the `file`. The API checks its content, crops it and converts it to WebP. */
export function uploadPicture(file: File, use: MediaUse): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('use', use);
  form.append('file', file);
  return staffApi.post<UploadedMedia>('/api/backoffice/media', form);
}


const ACTIONS = {
  create: (kind: ContentKind, _id: ItemId | null, body: ContentFields) => staffApi.post<ContentItem>(listPath(kind), body),
  draft: (kind: ContentKind, id: ItemId | null, body: ContentFields) => staffApi.put<ContentItem>(`${itemPath(kind, id ?? 0)}/draft`, body),
  publish: (kind: ContentKind, id: ItemId | null, body: PublishRequest) => staffApi.post<ContentItem>(`${itemPath(kind, id ?? 0)}/publish`, body),
  unpublish: (kind: ContentKind, id: ItemId | null) => staffApi.post<ContentItem>(`${itemPath(kind, id ?? 0)}/unpublish`),
  schedule: (kind: ContentKind, id: ItemId | null, body: ScheduleRequest) => staffApi.post<ContentItem>(`${itemPath(kind, id ?? 0)}/schedule`, body),
  unschedule: (kind: ContentKind, id: ItemId | null) => staffApi.delete<ContentItem>(`${itemPath(kind, id ?? 0)}/schedule`),
};

type ActionBody<A extends keyof typeof ACTIONS> = Parameters<(typeof ACTIONS)[A]>[2];

/**
 * An action on an item of a kind. Each answers the item as it now is: its page takes it at once,
 * and the kind's list, whose row it changed, is asked for again.
 */
export function useContentAction<A extends keyof typeof ACTIONS>(kind: ContentKind, id: ItemId | null, action: A) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionBody<A>) => (ACTIONS[action] as (kind: ContentKind, id: ItemId | null, body: ActionBody<A>) => Promise<ContentItem>)(kind, id, body),
    onSuccess: (item) => {
      client.setQueryData(contentItemQuery(kind, item.id).queryKey, item);
      void client.invalidateQueries({ queryKey: listKey(kind), exact: true });
    },
  });
}
