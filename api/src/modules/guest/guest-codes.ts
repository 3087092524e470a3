/**
 * Guest codes (docs/guests.md#codes): 192 random bits from the CSPRNG, shown once, kept only as
 * their SHA-256 digest. The digest of a well-formed code is what every lookup compares.
 */
import crypto from 'node:crypto';

/** 24 random bytes, base64url: 32 characters, safe in a URL path and query. */
export const generateGuestCode = (): string => crypto.randomBytes(24).toString('base64url');

/** The stored form of a code: its SHA-256 digest (32 bytes). */
export const hashGuestCode = (code: string): Buffer =>
  crypto.createHash('sha256').update(code, 'utf8').digest();

/** What a code can look like (base64url); anything else is wrong without a lookup. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export const isWellFormedGuestCode = (code: string): boolean => CODE_SHAPE.test(code);
