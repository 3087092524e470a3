/** A per-tenant admin setting. */
export type AdminSetting = {
  id: number;
  corpId: number | string | null;
  category: string;
  feature: string;
  description: string;
  value: string;
  updateDate: string | null;
};
