/**
 * The landing page's figures for staff (docs/screens.md#the-money-at-a-glance): one call per chart,
 * for the selected corporation, in its tenant transaction. Employees and guests have none.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AgingAnswer,
  ApprovedHoursAnswer,
  BilledByMonthAnswer,
  TopDebtorsAnswer,
} from '@staffledger/contracts/schemas';
import { staff } from '../../plugins/roles.js';
import { businessToday } from '../common/business-day.js';
import { errors, tenantOf } from '../common/routes.js';
import { aging, approvedHours, billedByMonth, topDebtors } from './dashboard.repo.js';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const schema = (summary: string, answer: object) => ({
    tags: ['dashboard'],
    summary,
    response: { 200: answer, ...errors },
  });

  app.get(
    '/dashboard/aging',
    {
      config: staff,
      schema: schema('Unpaid invoice amounts by days past due: current, 1–30 … 90+', AgingAnswer),
    },
    async (request) => {
      tenantOf(request);
      return app.withTenant(request, (tx) => aging(tx, businessToday()));
    },
  );

  app.get(
    '/dashboard/billed-by-month',
    {
      config: staff,
      schema: schema(
        'Invoiced amount per month by invoice date, last 12 months',
        BilledByMonthAnswer,
      ),
    },
    async (request) => {
      tenantOf(request);
      return app.withTenant(request, (tx) => billedByMonth(tx, businessToday()));
    },
  );

  app.get(
    '/dashboard/approved-hours',
    {
      config: staff,
      schema: schema(
        'Hours of accepted timesheets per period-start week, last 12 weeks',
        ApprovedHoursAnswer,
      ),
    },
    async (request) => {
      tenantOf(request);
      return app.withTenant(request, (tx) => approvedHours(tx, businessToday()));
    },
  );

  app.get(
    '/dashboard/top-debtors',
    {
      config: staff,
      schema: schema('The five vendors with the largest unpaid amount', TopDebtorsAnswer),
    },
    async (request) => {
      tenantOf(request);
      return app.withTenant(request, (tx) => topDebtors(tx));
    },
  );
}
