import { apiClient } from '../../lib/api-client';
import type { NannyEarnings } from '../../lib/payments';

export const EARNINGS_CSV_PATH = '/api/nanny/earnings.csv';

export const fetchNannyEarnings = () => apiClient.get<NannyEarnings>('/api/nanny/earnings');
