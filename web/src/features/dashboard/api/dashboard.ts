import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/** What waits for the admin (decision 057); read again each time the screen is shown, and every minute while open. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: () => api.get<AdminDashboard>('/admin/dashboard'),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 60_000,
  });
}
