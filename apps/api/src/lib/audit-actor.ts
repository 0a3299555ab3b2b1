import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../db/audit.ts';
import { unauthorized } from './errors.ts';

/** The signed-in user of a request as an audit entry names them. */
export function auditActor(request: FastifyRequest): AuditActor {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  return { userId: request.user.id, username: request.user.username, ip: request.ip };
}
