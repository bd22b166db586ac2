import type { LeadRequest, LeadResponse } from '../../contracts';
import { http } from '../http-client';

/** Stores a lead from a site form (campaign, syntage, plans contact); resolves once it is stored. */
export async function sendLead(lead: LeadRequest): Promise<LeadResponse> {
  const { data } = await http.post<LeadResponse>('/api/leads', lead);
  return data;
}
