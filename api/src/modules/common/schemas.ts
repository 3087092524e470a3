import { Type } from '@sinclair/typebox';
import { positiveId } from '@staffledger/contracts/schemas';

/** A path `{id}`: a positive integer that fits a JavaScript number. */
export const IdParams = Type.Object({ id: positiveId });
