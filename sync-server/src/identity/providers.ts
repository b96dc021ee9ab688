import type { IdentityProviderConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import { JwksIdentityVerifier, type IdentityVerifier } from './verifier.js';

/** The third-party school platform's provider (POST /b12-login). */
export const SCHOOL_PLATFORM_PROVIDER = 'b12';
/** Single sign-on (GET /sso/{ssoToken}). */
export const SSO_PROVIDER = 'sso';
/** Providers reserved for their own calls: never a social login type. */
export const NON_SOCIAL_PROVIDERS: readonly string[] = [SCHOOL_PLATFORM_PROVIDER, SSO_PROVIDER];

export const notConfigured = (provider: string) =>
  new HttpError(422, 'errors.identityNotConfigured', { vars: { provider }, code: 'not_configured' });

/**
 * The identity providers of this deployment (config.identityProviders: IDP_<TYPE>_ISSUER, _JWKS_URL,
 * _AUDIENCE), one verifier each, made on first use and kept (so their keys stay cached).
 */
export class IdentityProviders {
  private readonly verifiers = new Map<string, IdentityVerifier>();

  constructor(
    private readonly configs: Record<string, IdentityProviderConfig>,
    private readonly makeVerifier: (config: IdentityProviderConfig) => IdentityVerifier = (config) =>
      new JwksIdentityVerifier(config),
  ) {}

  isConfigured(provider: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.configs, provider);
  }

  /** The provider's verifier, or a 422 'not_configured' answer naming the provider. */
  verifierFor(provider: string): IdentityVerifier {
    if (!this.isConfigured(provider)) throw notConfigured(provider);
    let verifier = this.verifiers.get(provider);
    if (!verifier) {
      verifier = this.makeVerifier(this.configs[provider]);
      this.verifiers.set(provider, verifier);
    }
    return verifier;
  }
}
