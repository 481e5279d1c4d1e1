import { createGoogleSignIn, type GoogleSignIn } from '../../infra/auth/google-sign-in.js';
import { argon2PasswordHasher, type PasswordHasher } from '../../infra/auth/passwords.js';
import { RateLimiter } from '../../infra/auth/rate-limiter.js';
import type { Feature, FeatureDeps } from '../../infra/feature.js';
import { eraseFilesJob } from './account-erasure.job.js';
import { accountSettingsRoutes } from './account-settings.routes.js';
import {
  DEFAULT_ACCOUNT_RATE_LIMITS,
  type AccountRateLimits,
  type AccountsContext,
} from './accounts-context.js';
import { accountEventTypes } from './accounts.events.js';
import { accountMailJobs } from './accounts.mail.js';
import { accountsPurgeJob } from './accounts-purge.job.js';
import { accountsProjection } from './accounts.projection.js';
import { accountsRoutes } from './accounts.routes.js';
import { devMailboxRoutes } from './dev-mailbox.routes.js';
import { emailLinksRoutes } from './email-links.routes.js';
import { googleRoutes } from './google.routes.js';
import { operatorAccountsRoutes } from './operator-accounts.routes.js';
export { accountExportPart } from './accounts-export.js';

export { findAccountById } from './accounts.queries.js';
export { registerOperator } from './register-operator.js';

export interface AccountsFeatureOptions {
  rateLimits?: Partial<AccountRateLimits>;
  /** Overrides the Google client built from the configuration. */
  googleSignIn?: GoogleSignIn;
  /** Overrides Argon2id hashing of new passwords (tests count the work). */
  passwordHasher?: PasswordHasher;
  /** The limiter's clock (tests start each limit at a window's start); the real time if not. */
  rateLimitClock?: () => Date;
}

function googleSignInFrom(deps: FeatureDeps): GoogleSignIn | undefined {
  const google = deps.config.google;
  if (!google) return undefined;
  return createGoogleSignIn({
    issuer: google.issuer,
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: `${deps.config.publicUrl}/api/auth/google/callback`,
  });
}

/** Sign-up, verification, sessions, password reset, Google sign-in and account settings. */
export function createAccountsFeature(options: AccountsFeatureOptions = {}): Feature {
  return {
    name: 'accounts',
    events: accountEventTypes,
    projections: [accountsProjection],
    jobs: (deps) => [...accountMailJobs(deps), accountsPurgeJob(deps), eraseFilesJob(deps)],
    routes: async (app, deps) => {
      const ctx: AccountsContext = {
        ...deps,
        rateLimiter: new RateLimiter(deps.db, options.rateLimitClock),
        limits: { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...options.rateLimits },
        googleSignIn: options.googleSignIn ?? googleSignInFrom(deps),
        passwordHasher: options.passwordHasher ?? argon2PasswordHasher,
      };
      await app.register(accountsRoutes, { ctx });
      await app.register(emailLinksRoutes, { ctx });
      await app.register(accountSettingsRoutes, { ctx });
      await app.register(operatorAccountsRoutes, { ctx });
      await app.register(googleRoutes, { ctx });
      if (!deps.config.isProduction) await app.register(devMailboxRoutes, { db: deps.db });
    },
  };
}
