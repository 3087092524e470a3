import {
  DELIVERY_STATUS_LABELS,
  deliveryStatusLabel,
  filterBar,
  optionsFromLabels,
  OUTBOX_LIST,
  ResourceList,
  StatusBadge,
  statusField,
  type Column,
  type OutboxMessage,
} from '@staffledger/shared';
import './outbox.css';

export const OUTBOX_PATH = '/outbox';

export const OUTBOX_FILTERS = filterBar(OUTBOX_LIST, {
  to: { label: 'To' },
  subject: { label: 'Subject' },
  status: statusField(optionsFromLabels(DELIVERY_STATUS_LABELS)),
});

/** The names of the files it carried, one a line (a name may hold a comma). */
function AttachmentsCell({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <ul className="sl-outbox-files">
      {names.map((name, i) => (
        <li key={`${i}-${name}`}>{name}</li>
      ))}
    </ul>
  );
}

/** Whether it went out, and why not when it did not. */
function DeliveryCell({ mail }: { mail: OutboxMessage }) {
  return (
    <>
      <StatusBadge status={mail.status} label={deliveryStatusLabel(mail.status)} />
      {mail.deliveryError && <span className="sl-outbox-error">{mail.deliveryError}</span>}
    </>
  );
}

const delivery = (m: OutboxMessage) =>
  m.deliveryError
    ? `${deliveryStatusLabel(m.status)}: ${m.deliveryError}`
    : deliveryStatusLabel(m.status);

const COLUMNS: Column<OutboxMessage>[] = [
  { key: 'createdAt', label: 'Date', kind: 'datetime' },
  { key: 'to', label: 'To' },
  { key: 'subject', label: 'Subject' },
  {
    key: 'attachments',
    label: 'Attachments',
    format: (m) => m.attachments.join(', '),
    render: (m) => <AttachmentsCell names={m.attachments} />,
  },
  { key: 'status', label: 'Delivery', format: delivery, render: (m) => <DeliveryCell mail={m} /> },
];

const TEXTS = {
  loading: 'Loading e-mails...',
  empty: 'No e-mails found.',
  error: 'Failed to load the outbox',
};

/**
 * What the product e-mailed: when, to whom, the subject, the files attached, and whether it was
 * delivered (with the mail server's error when not). The selected corporation's e-mails; a super
 * user with none selected sees every e-mail, password resets included.
 */
export function OutboxList() {
  return (
    <ResourceList<OutboxMessage>
      title="Outbox"
      path={OUTBOX_PATH}
      columns={COLUMNS}
      filters={OUTBOX_FILTERS}
      list={OUTBOX_LIST}
      texts={TEXTS}
      exportFile="outbox.xlsx"
      exportSheet="Outbox"
    />
  );
}
