import { z } from 'zod';
import { jsonBool, noNul, timestamp } from './common.ts';
import { shopLocalToInstant } from './dashboard.ts';

/**
 * The register of personal-data incidents (issue 27 §4): what happened, when it was found, what data
 * it touched, whom the shop told and when. The law on personal data gives 72 hours from finding a
 * breach to notify the authority (the Ministry of Public Security's A05); the back office reminds
 * staff while an incident has not been reported within that time.
 */
export const INCIDENT_REPORT_HOURS = 72;

export const INCIDENT_MESSAGES = {
  notFound: 'Không tìm thấy sự cố',
  title: 'Nhập sự việc (tối đa 200 ký tự)',
  description: 'Mô tả tối đa 5 000 ký tự',
  foundAt: 'Thời điểm phát hiện không hợp lệ',
  foundInFuture: 'Thời điểm phát hiện không được ở tương lai',
  data: 'Nhập dữ liệu bị ảnh hưởng (tối đa 1 000 ký tự)',
  peopleAffected: 'Số người bị ảnh hưởng phải là số nguyên không âm',
  reportedAt: 'Thời điểm thông báo không hợp lệ',
  reportedBeforeFound: 'Thời điểm thông báo phải sau thời điểm phát hiện',
  reportedInFuture: 'Thời điểm thông báo không được ở tương lai',
  reportedTo: 'Nhập đã thông báo cho ai (cơ quan, khách hàng…) khi đã có thời điểm thông báo',
  measures: 'Biện pháp xử lý tối đa 5 000 ký tự',
  reportedCannotDelete: 'Sự cố đã được thông báo cho cơ quan chức năng nên được giữ trong sổ, không xóa được',
} as const;

/**
 * A time: ISO 8601 with its offset, or without one (`2026-11-29T09:30`, what a datetime-local input
 * gives) read on the shop's clock (Vietnam). Answered as an ISO instant in UTC.
 */
const when = (message: string) =>
  z.iso
    .datetime({ offset: true, local: true, error: message })
    .transform((v) => (/(Z|[+-]\d\d:\d\d)$/.test(v) ? new Date(v) : shopLocalToInstant(v)).toISOString());
/** Clocks differ a little: a time up to five minutes ahead of the server's is still "now". */
const SKEW_MS = 5 * 60_000;
const notFuture = (iso: string) => Date.parse(iso) <= Date.now() + SKEW_MS;

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
const optional = (max: number, message: string) =>
  text(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** `POST /api/incidents` and `PUT /api/incidents/:id`: the whole entry each time. */
export const incidentBody = z
  .object({
    title: text(200, INCIDENT_MESSAGES.title).min(1, INCIDENT_MESSAGES.title),
    description: optional(5000, INCIDENT_MESSAGES.description),
    foundAt: when(INCIDENT_MESSAGES.foundAt).refine(notFuture, INCIDENT_MESSAGES.foundInFuture),
    data: text(1000, INCIDENT_MESSAGES.data).min(1, INCIDENT_MESSAGES.data),
    peopleAffected: z
      .number({ error: INCIDENT_MESSAGES.peopleAffected })
      .int(INCIDENT_MESSAGES.peopleAffected)
      .min(0, INCIDENT_MESSAGES.peopleAffected)
      .max(100_000_000, INCIDENT_MESSAGES.peopleAffected)
      .nullish()
      .transform((v) => v ?? null),
    /** When the authority (and, where needed, the people concerned) was told; null: not yet. */
    reportedAt: when(INCIDENT_MESSAGES.reportedAt)
      .refine(notFuture, INCIDENT_MESSAGES.reportedInFuture)
      .nullish()
      .transform((v) => v ?? null),
    reportedTo: optional(1000, INCIDENT_MESSAGES.reportedTo),
    measures: optional(5000, INCIDENT_MESSAGES.measures),
    /** The incident is dealt with (the entry stays in the register). */
    closed: jsonBool().default(false),
  })
  .refine(...noNul)
  .superRefine((v, ctx) => {
    if (v.reportedAt !== null && Date.parse(v.reportedAt) < Date.parse(v.foundAt)) {
      ctx.addIssue({ code: 'custom', path: ['reportedAt'], message: INCIDENT_MESSAGES.reportedBeforeFound });
    }
    if (v.reportedAt !== null && v.reportedTo === null) {
      ctx.addIssue({ code: 'custom', path: ['reportedTo'], message: INCIDENT_MESSAGES.reportedTo });
    }
  });
export type IncidentInput = z.output<typeof incidentBody>;

export const incidentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  foundAt: timestamp,
  data: z.string(),
  peopleAffected: z.number().int().nullable(),
  reportedAt: timestamp.nullable(),
  reportedTo: z.string().nullable(),
  measures: z.string().nullable(),
  closed: z.boolean(),
  /** `foundAt` + 72 hours: the time by which the authority is to be told. */
  reportDue: timestamp,
  /** Not reported and the 72 hours have passed. */
  overdue: z.boolean(),
  createdBy: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentListSchema = z.object({
  incidents: z.array(incidentSchema),
  /** How many are not reported yet (the dashboard's reminder). */
  unreported: z.number().int(),
});
export type IncidentList = z.infer<typeof incidentListSchema>;

/** `GET /api/incidents/unreported`: the dashboard's reminder. */
export const unreportedIncidentsSchema = z.object({
  unreported: z.number().int(),
  /** Of those, the ones whose 72 hours have passed. */
  overdue: z.number().int(),
});
export type UnreportedIncidents = z.infer<typeof unreportedIncidentsSchema>;

/** When an incident found at `foundAt` is to be reported by. */
export function incidentReportDue(foundAt: Date): Date {
  return new Date(foundAt.getTime() + INCIDENT_REPORT_HOURS * 3_600_000);
}
