import type { Incident, IncidentInput, IncidentList, UnreportedIncidents } from '@shop/core/schemas/incident';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { useSaveRemove } from './use-save-remove';

const getIncidents = (signal?: AbortSignal) => apiRequest<IncidentList>('/incidents', { signal });
const getUnreported = (signal?: AbortSignal) => apiRequest<UnreportedIncidents>('/incidents/unreported', { signal });
const createIncident = (body: IncidentInput) => apiRequest<Incident>('/incidents', { method: 'POST', body });
const updateIncident = (id: number, body: IncidentInput) =>
  apiRequest<Incident>(`/incidents/${id}`, { method: 'PUT', body });
const deleteIncident = (id: number) => apiRequest(`/incidents/${id}`, { method: 'DELETE' });

const incidentKeys = { all: ['incidents'] as const };

/** The register of personal-data incidents (Sự Cố Dữ Liệu). */
export const incidentsQueryOptions = () =>
  queryOptions({ queryKey: incidentKeys.all, queryFn: ({ signal }) => getIncidents(signal) });

/** How many incidents are not reported yet, and how many are past their 72 hours (the dashboard's reminder). */
export const unreportedIncidentsQueryOptions = () =>
  queryOptions({
    queryKey: [...incidentKeys.all, 'unreported'] as const,
    queryFn: ({ signal }) => getUnreported(signal),
  });

/** Enter, change and delete an entry; the register and the reminder are refreshed afterwards. */
export const useIncidentMutations = () =>
  useSaveRemove({ create: createIncident, update: updateIncident, remove: deleteIncident }, [incidentKeys.all]);
