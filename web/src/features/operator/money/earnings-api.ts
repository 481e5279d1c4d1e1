import { api } from '../../../lib/api/api';

export const fetchNannyEarnings = (nannyId: string) =>
  api.get('/api/operator/nannies/{nannyId}/earnings', { params: { nannyId } });

export const fetchParentPayments = (parentId: string) =>
  api.get('/api/operator/parents/{parentId}/payments', { params: { parentId } });
