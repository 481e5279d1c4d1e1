import { api } from '../../lib/api/api';

export const EARNINGS_CSV_PATH = '/api/nanny/earnings.csv';

export const fetchNannyEarnings = () => api.get('/api/nanny/earnings');
