/** SQL of admin settings. Tenant functions run in a tenant transaction (row-level security). */
import { ADMIN_SETTING_LIST } from '@staffledger/contracts';
import { listSpecOf } from '../common/declared-list.js';
import { type ListResult, mapList, runList } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import { defaultSettings, type DefaultSetting } from '../settings/settings.js';
import type { AdminSetting } from '@staffledger/contracts/schemas';

export const adminListSpec = listSpecOf(ADMIN_SETTING_LIST, {
  filters: {
    category: 's.category',
    feature: 's.feature',
    description: 's.description',
    value: 's.value',
  },
  sorts: {
    feature: 'lower(s.feature)',
    category: 's.category',
    description: 'lower(s.description)',
    value: 'lower(s.value)',
    updateDate: 's.update_date',
  },
  tiebreak: 's.id',
});

const COLUMNS = `s.id, s.category, s.feature, s.description, s.value,
  s.update_date AS "updateDate", s.corp_id AS "corpId"`;

type DbSetting = Omit<AdminSetting, 'updateDate'> & { updateDate: Date };
const toSetting = (r: DbSetting): AdminSetting => ({
  ...r,
  updateDate: r.updateDate.toISOString(),
});

export async function listSettings(tx: Tx, query: unknown): Promise<ListResult<AdminSetting>> {
  const page = await runList<DbSetting>(tx, {
    select: COLUMNS,
    from: 'admin_settings s',
    spec: adminListSpec,
    query,
  });
  return mapList(page, toSetting);
}

export async function findSetting(
  tx: Tx,
  id: number,
  forUpdate = false,
): Promise<AdminSetting | undefined> {
  const { rows } = await tx.query<DbSetting>(
    `SELECT ${COLUMNS} FROM admin_settings s WHERE s.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] && toSetting(rows[0]);
}

/** Inserts a setting; undefined when the category already has that feature (any case). */
export async function insertSetting(
  tx: Tx,
  corpId: number,
  s: { category: string; feature: string; description: string; value: string },
): Promise<AdminSetting | undefined> {
  const { rows } = await tx.query<DbSetting>(
    `INSERT INTO admin_settings AS s (corp_id, category, feature, description, value)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (corp_id, category, lower(feature)) DO NOTHING
     RETURNING ${COLUMNS}`,
    [corpId, s.category, s.feature, s.description, s.value],
  );
  return rows[0] && toSetting(rows[0]);
}

export async function updateSettingValue(
  tx: Tx,
  id: number,
  value: string,
): Promise<AdminSetting | undefined> {
  const { rows } = await tx.query<DbSetting>(
    `UPDATE admin_settings AS s SET value = $2, update_date = now() WHERE s.id = $1
     RETURNING ${COLUMNS}`,
    [id, value],
  );
  return rows[0] && toSetting(rows[0]);
}

/** Gives a new corporation its default settings (same transaction as the corporation). */
export async function insertDefaultSettings(
  tx: Tx,
  corpId: number,
  corpName: string,
): Promise<(DefaultSetting & { id: number })[]> {
  const defaults = defaultSettings({ corpName });
  const { rows } = await tx.query<{ id: number; feature: string; category: string }>(
    `INSERT INTO admin_settings (corp_id, category, feature, description, value)
     SELECT $1, d.category, d.feature, d.description, d.value
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[])
            AS d(category, feature, description, value)
     ON CONFLICT (corp_id, category, lower(feature)) DO NOTHING
     RETURNING id, category, feature`,
    [
      corpId,
      defaults.map((d) => d.category),
      defaults.map((d) => d.feature),
      defaults.map((d) => d.description),
      defaults.map((d) => d.value),
    ],
  );
  return rows.map((r) => ({
    ...(defaults.find(
      (d) => d.category === r.category && d.feature === r.feature,
    ) as DefaultSetting),
    id: r.id,
  }));
}
