import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionFields, PromotionItem, PromotionList, PublishRequest, StaffChallenge, StaffCodeRequest, UploadedMedia } from '@fvc/shared/contracts';
import { staffApi } from '../../app/staff-session';

const PROMOTIONS = '/api/backoffice/content/promotions';
const LIST_KEY = ['backoffice', 'promotions'] as const;

const promotionPath = (id: number) => `${PROMOTIONS}/${encodeURIComponent(String(id))}`;

export const promotionsQuery = queryOptions({
  queryKey: LIST_KEY,
  queryFn: ({ signal }) => staffApi.get<PromotionList>(PROMOTIONS, { signal }),
});

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'promotion', id],
    queryFn: ({ signal }) => staffApi.get<PromotionItem>(promotionPath(id), { signal }),
  });

/** A picture for a promotion: multipart, `use=promotion` and the `file`. The API checks its content and converts it to WebP. */
export function uploadPromotionPicture(file: File): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('use', 'promotion');
  form.append('file', file);
  return staffApi.post<UploadedMedia>('/api/backoffice/media', form);
}

/** The step-up of a sensitive action (publishing): a code is e-mailed, and the code confirms the session. */
export const startStepUp = () => staffApi.post<StaffChallenge>('/api/backoffice/auth/step-up');
export const confirmStepUp = (body: StaffCodeRequest) => staffApi.post<''>('/api/backoffice/auth/step-up/code', body);

const ACTIONS = {
  create: (_id: number | null, body: PromotionFields) => staffApi.post<PromotionItem>(PROMOTIONS, body),
  draft: (id: number | null, body: PromotionFields) => staffApi.put<PromotionItem>(`${promotionPath(id ?? 0)}/draft`, body),
  publish: (id: number | null, body: PublishRequest) => staffApi.post<PromotionItem>(`${promotionPath(id ?? 0)}/publish`, body),
  unpublish: (id: number | null) => staffApi.post<PromotionItem>(`${promotionPath(id ?? 0)}/unpublish`),
};

type ActionBody<A extends keyof typeof ACTIONS> = Parameters<(typeof ACTIONS)[A]>[1];

/**
 * An action on a promotion. Each answers the promotion as it now is: its page takes it at once, and
 * the list, whose row it changed, is asked for again.
 */
export function usePromotionAction<A extends keyof typeof ACTIONS>(id: number | null, action: A) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionBody<A>) => (ACTIONS[action] as (id: number | null, body: ActionBody<A>) => Promise<PromotionItem>)(id, body),
    onSuccess: (item) => {
      client.setQueryData(promotionQuery(item.id).queryKey, item);
      void client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}
