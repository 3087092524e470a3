// Files kit (STYLE: kit/files): drop zone, attachment list and the panel that joins them.
import './files.css';

export { Dropzone } from './Dropzone';
export type { DropzoneProps } from './Dropzone';
export { AttachmentList } from './AttachmentList';
export type { AttachmentListProps } from './AttachmentList';
export { AttachmentsPanel } from './AttachmentsPanel';
export type { AttachmentsPanelProps } from './AttachmentsPanel';
export { useAttachments } from './useAttachments';
export type { Attachments, AttachmentsOptions } from './useAttachments';
export { ATTACHMENT_TEXTS, FILE_MESSAGE_MS } from './types';
export type { FileStore, FileTexts, StoredFile } from './types';
