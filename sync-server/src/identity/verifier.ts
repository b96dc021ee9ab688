import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityProviderConfig } from '../config.js';

/** Who an identity provider says the bearer of a token is. */
export interface VerifiedIdentity {
  /** The provider's stable id of the account (the sub claim). */
  subject: string;
  /** Only an address the provider vouches for (email_verified not false). */
  email?: string;
  name?: string;
}

/**
 * Checks a token of one identity provider (a social sign-in, the third-party school platform, single
 * sign-on). Throws IdentityTokenRejected for any token that is not good.
 */
export interface IdentityVerifier {
  verify(token: string): Promise<VerifiedIdentity>;
}

export class IdentityTokenRejected extends Error {
  constructor(readonly reason: string) {
    super(`identity token rejected: ${reason}`);
  }
}

/** Only asymmetric signatures: a shared-secret (HS*) or unsigned token is never accepted. */
export const IDENTITY_TOKEN_ALGORITHMS = ['RS256', 'ES256'];
/** Clock difference tolerated between the provider and us. */
export const IDENTITY_CLOCK_TOLERANCE_SECONDS = 30;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function claimString(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Reads the identity out of verified claims (OpenID Connect names). */
export function identityFromClaims(payload: JWTPayload): VerifiedIdentity {
  const subject = claimString(payload, 'sub');
  if (!subject) throw new IdentityTokenRejected('no subject');
  const email = claimString(payload, 'email');
  const verified = payload.email_verified !== false && payload.email_verified !== 'false';
  const name =
    claimString(payload, 'name') ??
    ([claimString(payload, 'given_name'), claimString(payload, 'family_name')].filter(Boolean).join(' ') || undefined);
  return {
    subject,
    ...(email && verified && EMAIL.test(email) && { email: email.toLowerCase() }),
    ...(name && { name }),
  };
}

/**
 * An OpenID Connect style provider: tokens are JWTs signed with keys published at a JWKS address;
 * issuer and audience must be ours, the algorithm one of IDENTITY_TOKEN_ALGORITHMS, the token unexpired.
 * jose caches the keys and fetches them again (at most every 30 s) when a token names a new key.
 */
export class JwksIdentityVerifier implements IdentityVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly config: IdentityProviderConfig) {
    this.keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  }

  async verify(token: string): Promise<VerifiedIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: this.config.issuer,
        audience: this.config.audience,
        algorithms: IDENTITY_TOKEN_ALGORITHMS,
        clockTolerance: IDENTITY_CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      throw new IdentityTokenRejected((error as { code?: string }).code ?? (error as Error).message);
    }
    return identityFromClaims(payload);
  }
}
