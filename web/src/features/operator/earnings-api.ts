import { apiClient } from '../../lib/api-client';
import type { NannyEarnings, ParentPayments } from './earnings-types';

export const nannyEarningsPath = (nannyId: string) =>
  `/api/operator/nannies/${encodeURIComponent(nannyId)}/earnings`;

export const parentPaymentsPath = (parentId: string) =>
  `/api/operator/parents/${encodeURIComponent(parentId)}/payments`;

export const fetchNannyEarnings = (nannyId: string) =>
  apiClient.get<NannyEarnings>(nannyEarningsPath(nannyId));

export const fetchParentPayments = (parentId: string) =>
  apiClient.get<ParentPayments>(parentPaymentsPath(parentId));
