/**
 * The tokens of approval links (docs/client-approval.md#links): 256 random bits from the CSPRNG,
 * written once into the e-mail, kept only as their SHA-256 digest.
 */
import crypto from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, safe in a URL path and query. */
export const generateApprovalToken = (): string => crypto.randomBytes(32).toString('base64url');

/** The stored form of a token: its SHA-256 digest (32 bytes). */
export const hashApprovalToken = (token: string): Buffer =>
  crypto.createHash('sha256').update(token, 'utf8').digest();

/** A token's shape: 43 base64url characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Anything not shaped like a token is wrong without a lookup. */
export const isWellFormedApprovalToken = (token: string): boolean => TOKEN_SHAPE.test(token);
