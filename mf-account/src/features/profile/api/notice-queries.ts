import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type { NoticePreferences } from '@fvc/shared/contracts';

export const noticePreferencesQuery = queryOptions({
  queryKey: ['account', 'notices'],
  queryFn: async () => (await http.get<NoticePreferences>('/api/customers/notices')).data,
});

export const saveNoticePreferences = async (preferences: NoticePreferences) => (await http.put<NoticePreferences>('/api/customers/notices', preferences)).data;
