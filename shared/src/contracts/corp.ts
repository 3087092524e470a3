/** Corporation (tenant) as the API returns it. */
export const CORP_STATUSES = ['ACTIVE', 'INACTIVE', 'ONBOARDING'] as const;
export type CorpStatus = (typeof CORP_STATUSES)[number];

export const CORP_STATUS_LABELS: Record<CorpStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ONBOARDING: 'Onboarding',
};

/** As the API answers it: role, email and phone may be null. */
export type CorpContact = {
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
};

export type Corp = {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  status: CorpStatus | null;
  startDate: string | null;
  updateDate: string | null;
  website: string | null;
  hasLogo: boolean;
  contacts?: CorpContact[];
};

/** Display label of a status in any case ('ACTIVE' → 'Active'); unknown values pass through. */
export function corpStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return CORP_STATUS_LABELS[status.toUpperCase() as CorpStatus] ?? status;
}
