import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import './files.css';

export type DropzoneProps = {
  /** Called with the dropped or picked files (never with an empty list). */
  onFiles: (files: File[]) => void;
  /** The picker's accept attribute, e.g. '.pdf,.jpg,.jpeg,.png'. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Text of the drop zone, which is also its accessible name (what users see is what they say). */
  label?: string;
  /** Label of the file picker. */
  pickerLabel?: string;
};

/**
 * A drop zone and a file picker. The zone is a button too (Enter or Space opens the picker), so
 * keyboard users reach the same action as those who drag.
 */
export function Dropzone({
  onFiles,
  accept,
  multiple = true,
  disabled = false,
  label = 'Drop files here, or click to choose files',
  pickerLabel = 'Choose files',
}: DropzoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };
  const handleDragOver = (e: DragEvent) => {
    e.preventDefault();
    if (!disabled) setOver(true);
  };
  const handleDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer?.files ?? []);
    if (files.length > 0) onFiles(files);
  };
  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    openPicker();
  };

  return (
    <div className="sl-dropzone">
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        className={`sl-dropzone__zone${over ? ' sl-dropzone__zone--over' : ''}`}
        onClick={openPicker}
        onKeyDown={handleKeyDown}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={handleDrop}
      >
        {label}
      </div>
      <div className="sl-dropzone__picker">
        <label htmlFor={inputId}>{pickerLabel}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // lets the same file be picked again after a failed upload
            e.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </div>
    </div>
  );
}
