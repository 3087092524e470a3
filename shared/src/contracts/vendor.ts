/** Vendor (a client company that is billed) as the API returns it. */
import type { VendorStatus } from '@staffledger/contracts';

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
