import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';

/** The error body (docs/api-conventions.md#errors), for route response schemas. */
export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  fieldErrors: Type.Optional(Type.Record(Type.String(), Type.String())),
});

/** The error answers every resource route may give. */
export const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The request's corporation, or a 400 when a super user has not selected one. */
export function tenantOf(request: FastifyRequest): number {
  if (request.corpId === null) {
    throw badRequest('Select a corporation first.', { corpId: 'No corporation is selected' });
  }
  return request.corpId;
}
