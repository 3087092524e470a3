/** The outbox: what became of each e-mail the product sent (docs/workflows.md, E-mail). */
import { labelOf } from './workflow.js';

/**
 * SENT: the mail server took it; STORED: no mail server is configured, so the outbox is where it
 * went; FAILED: the mail server refused it or could not be reached (its error is kept).
 */
export const DELIVERY_STATUSES = ['SENT', 'STORED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The words of an invoice's Reminders panel too (docs/screens.md#dunning). */
export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  SENT: 'Delivered',
  STORED: 'Recorded (no mail server)',
  FAILED: 'Failed',
};

/** Display label of a delivery status in any case ('FAILED' → 'Failed'). */
export function deliveryStatusLabel(status: string | null | undefined): string {
  return labelOf(DELIVERY_STATUS_LABELS, status);
}
