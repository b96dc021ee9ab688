import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentityProviderConfig } from '../config.js';

export interface FakeIdentityProvider {
  /** Where the provider publishes its keys (http://127.0.0.1:<port>/jwks). */
  jwksUrl: string;
  /** A provider configuration for AppConfig.identityProviders. */
  config(issuer: string, audience: string): IdentityProviderConfig;
  /** A token signed with the published key (or `key`), valid for an hour unless `expiresAt` says otherwise. */
  sign(
    claims: JWTPayload & { sub: string },
    options: { issuer: string; audience: string; expiresAt?: number; key?: CryptoKey; kid?: string },
  ): Promise<string>;
  /** How many times the key set was fetched. */
  fetches(): number;
  close(): Promise<void>;
}

export const FAKE_KEY_ID = 'fake-key-1';

/**
 * A tiny identity provider on 127.0.0.1 (a random port) that publishes one RS256 key as a JWKS, for
 * tests of the identity calls against real HTTP and real signatures.
 */
export async function startFakeIdentityProvider(): Promise<FakeIdentityProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid: FAKE_KEY_ID, alg: 'RS256', use: 'sig' }],
  });
  let fetches = 0;
  const server = createServer((request, response) => {
    if (request.url === '/jwks') {
      fetches++;
      response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  return {
    jwksUrl,
    config: (issuer, audience) => ({ issuer, audience, jwksUrl }),
    async sign(claims, { issuer, audience, expiresAt, key, kid }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: kid ?? FAKE_KEY_ID })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(Math.min(now, (expiresAt ?? now) - 60))
        .setExpirationTime(expiresAt ?? now + 3600)
        .sign(key ?? privateKey);
    },
    fetches: () => fetches,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
