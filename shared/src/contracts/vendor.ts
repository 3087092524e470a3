/** Vendor (a client company that is billed) as the API returns it. */
export const VENDOR_STATUSES = ['ACTIVE', 'INACTIVE', 'ONBOARDING'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const VENDOR_STATUS_LABELS: Record<VendorStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ONBOARDING: 'Onboarding',
};

/** As the API answers it: role, email and phone may be null. */
export type VendorContact = {
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  isPrimary: boolean;
};

export type Vendor = {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: VendorStatus | null;
  startDate: string | null;
  invoiced: boolean;
  updateDate: string | null;
  contacts?: VendorContact[];
};

/** Display label of a vendor status in any case ('ONBOARDING' → 'Onboarding'). */
export function vendorStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return VENDOR_STATUS_LABELS[status.toUpperCase() as VendorStatus] ?? status;
}
