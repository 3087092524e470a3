import './workflow.css';

export type StatusBadgeProps = {
  /** The stored status ('SUBMITTED'); it picks the badge's colour. */
  status: string | null | undefined;
  /** The text shown (default: the status). */
  label?: string;
};

/** A status as a coloured pill; the colour follows the status, the text stays readable on its own. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  if (!status) return null;
  const tone = status.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return <span className={`sl-status-badge sl-status-badge--${tone}`}>{label ?? status}</span>;
}
